/// The gallery's own Swift source, compiled into the binary (SwiftPM's
/// `embedInCode` resources, through links to the examples' folders), so
/// that an installed or copied `gallery` shows the code it runs.
public enum ExampleSources {
  /// The text of the file called `name` (`GridViewController.swift`), if
  /// it is one of the embedded examples, cells or catalogue files.
  public static func text(ofFile name: String) -> String? {
    bytes(ofFile: name).map { String(decoding: $0, as: UTF8.self) }
  }

  // A switch rather than a table, so that only the file asked for is
  // built from its literal.
  private static func bytes(ofFile name: String) -> [UInt8]? {
    switch name {
    case "AdaptiveSectionsViewController.swift":
      PackageResources.AdaptiveSectionsViewController_swift
    case "BadgeView.swift": PackageResources.BadgeView_swift
    case "Catalogue.swift": PackageResources.Catalogue_swift
    case "CatalogueScreen.swift": PackageResources.CatalogueScreen_swift
    case "CellLabel.swift": PackageResources.CellLabel_swift
    case "ConferenceNewsFeedCell.swift": PackageResources.ConferenceNewsFeedCell_swift
    case "ConferenceNewsFeedViewController.swift":
      PackageResources.ConferenceNewsFeedViewController_swift
    case "ConferenceVideoCell.swift": PackageResources.ConferenceVideoCell_swift
    case "ConferenceVideoSessionsViewController.swift":
      PackageResources.ConferenceVideoSessionsViewController_swift
    case "CustomBackgroundConfiguration.swift":
      PackageResources.CustomBackgroundConfiguration_swift
    case "CustomCellListViewController.swift": PackageResources.CustomCellListViewController_swift
    case "CustomConfigurationCell.swift": PackageResources.CustomConfigurationCell_swift
    case "CustomConfigurationViewController.swift":
      PackageResources.CustomConfigurationViewController_swift
    case "CustomContentConfiguration.swift": PackageResources.CustomContentConfiguration_swift
    case "CustomListCell.swift": PackageResources.CustomListCell_swift
    case "DistinctSectionsViewController.swift":
      PackageResources.DistinctSectionsViewController_swift
    case "EmojiDetailScreen.swift": PackageResources.EmojiDetailScreen_swift
    case "EmojiExplorerListViewController.swift":
      PackageResources.EmojiExplorerListViewController_swift
    case "EmojiExplorerViewController.swift": PackageResources.EmojiExplorerViewController_swift
    case "EmojiTileCell.swift": PackageResources.EmojiTileCell_swift
    case "Example.swift": PackageResources.Example_swift
    case "ExampleContext.swift": PackageResources.ExampleContext_swift
    case "ExampleViewController.swift": PackageResources.ExampleViewController_swift
    case "GallerySession.swift": PackageResources.GallerySession_swift
    case "GridViewController.swift": PackageResources.GridViewController_swift
    case "InsertionSortViewController.swift": PackageResources.InsertionSortViewController_swift
    case "InsetItemsGridViewController.swift": PackageResources.InsetItemsGridViewController_swift
    case "ItemBadgesViewController.swift": PackageResources.ItemBadgesViewController_swift
    case "LabelCell.swift": PackageResources.LabelCell_swift
    case "ListAppearancesViewController.swift": PackageResources.ListAppearancesViewController_swift
    case "ListCell.swift": PackageResources.ListCell_swift
    case "ListViewController.swift": PackageResources.ListViewController_swift
    case "MountainsViewController.swift": PackageResources.MountainsViewController_swift
    case "NestedGroupsViewController.swift": PackageResources.NestedGroupsViewController_swift
    case "NumberedCell.swift": PackageResources.NumberedCell_swift
    case "OrthogonalContainerGroup.swift": PackageResources.OrthogonalContainerGroup_swift
    case "OrthogonalScrollBehaviorViewController.swift":
      PackageResources.OrthogonalScrollBehaviorViewController_swift
    case "OrthogonalScrollingViewController.swift":
      PackageResources.OrthogonalScrollingViewController_swift
    case "OutlineMenuViewController.swift": PackageResources.OutlineMenuViewController_swift
    case "PinnedSectionHeadersViewController.swift":
      PackageResources.PinnedSectionHeadersViewController_swift
    case "ReorderableListViewController.swift": PackageResources.ReorderableListViewController_swift
    case "ScreenProxy.swift": PackageResources.ScreenProxy_swift
    case "SectionBackgroundDecorationView.swift":
      PackageResources.SectionBackgroundDecorationView_swift
    case "SectionBackgroundDecorationViewController.swift":
      PackageResources.SectionBackgroundDecorationViewController_swift
    case "SectionHeadersFootersViewController.swift":
      PackageResources.SectionHeadersFootersViewController_swift
    case "SectionLayoutKind.swift": PackageResources.SectionLayoutKind_swift
    case "SimpleListViewController.swift": PackageResources.SimpleListViewController_swift
    case "SortNodeCell.swift": PackageResources.SortNodeCell_swift
    case "TableViewEditingViewController.swift":
      PackageResources.TableViewEditingViewController_swift
    case "TextCell.swift": PackageResources.TextCell_swift
    case "TitleSupplementaryView.swift": PackageResources.TitleSupplementaryView_swift
    case "TwoColumnViewController.swift": PackageResources.TwoColumnViewController_swift
    case "WiFiSettingsViewController.swift": PackageResources.WiFiSettingsViewController_swift
    default: nil
    }
  }
}
