import CompositionalLayout

/// Pinned Section Headers: as Section Headers/Footers, but the header of the
/// section at the top stays on the top line, over the rows, until the next
/// header pushes it up; footers scroll with their rows.
final class PinnedSectionHeadersViewController: SectionHeadersFootersViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Pinned Section Headers"
  }

  override func makeSectionHeader(layoutSize: LayoutSize) -> LayoutBoundarySupplementaryItem {
    let sectionHeader = super.makeSectionHeader(layoutSize: layoutSize)
    sectionHeader.pinToVisibleBounds = true
    sectionHeader.zIndex = 2
    return sectionHeader
  }
}
