import Foundation
import TerminalUI
import Testing

@testable import GalleryApp

/// Each screen's title bar ends with the sample's navigation title, while
/// the menu keeps its own item names.
@Suite struct SampleTitleTests {
  @Test(arguments: [
    ("list", "List"), ("grid", "Grid"), ("inset-items-grid", "Inset Items Grid"),
    ("two-column-grid", "Two-Column Grid"), ("distinct-sections", "Distinct Sections"),
    ("adaptive-sections", "Adaptive Sections"), ("item-badges", "Item Badges"),
    ("section-headers-footers", "Section Headers/Footers"),
    ("pinned-section-headers", "Pinned Section Headers"),
    ("section-background-decoration", "Section Background Decoration View"),
    ("nested-groups", "Nested Groups"), ("orthogonal-sections", "Orthogonal Sections"),
    ("orthogonal-section-behaviors", "Orthogonal Section Behaviors"),
    ("conference-videos", "Conference Videos"), ("conference-news", "Conference News Feed"),
    ("mountains-search", "Mountains Search"), ("wifi-settings", "Wi-Fi"),
    ("insertion-sort", "Insertion Sort Visualizer"), ("table-view-editing", "UITableView: Editing"),
    ("simple-list", "List"), ("reorderable-list", "Reorderable List — Collection Difference"),
    ("list-appearances", "List Appearances — Plain"),
    ("custom-cell-list", "List with Custom Cells"),
    ("emoji-explorer", "Emoji Explorer"), ("emoji-explorer-list", "Emoji Explorer - List"),
    ("custom-configurations", "Custom Configurations"),
  ])
  func theTitleBarEndsWithTheSamplesTitle(id: String, title: String) throws {
    let bar = try render(id, size: CellSize(width: 160, height: 24)).split(separator: "\n")[0]
    #expect(bar.trimmingCharacters(in: .whitespaces).hasSuffix("› " + title))
  }

  @Test func theMenuKeepsItsOwnNames() throws {
    let menu = try render("menu", size: CellSize(width: 80, height: 40), keys: "down enter")
    #expect(menu.contains("Settings: Wi-Fi"))
    #expect(menu.contains("Insertion Sort Visualization"))
    #expect(!menu.contains("Insertion Sort Visualizer"))
  }
}
