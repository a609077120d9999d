import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI
import Testing

/// One view controller per family of the UIKit surface, each written as
/// the sample writes its own with the NS/UI prefixes dropped. That they
/// compile is most of the test; each is then loaded and driven once to
/// show the family works, not only that it type-checks.
@Suite struct SampleShapedControllerTests {
  /// Loads `controller` at 40 × 12 and returns its screen's lines.
  static func load(
    _ controller: CollectionViewController
  ) -> [String] {
    controller.layout(in: CellRect(x: 0, y: 0, width: 40, height: 12))
    return screen(of: controller)
  }

  static func screen(
    of controller: CollectionViewController
  ) -> [String] {
    var canvas = Canvas(size: CellSize(width: 40, height: 12))
    controller.update(now: controller.clock.now)
    controller.draw(into: &canvas, now: controller.clock.now)
    return canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0) }
  }

  /// Sends `events` as the app does: the screen's bindings first.
  static func press(
    _ events: InputEvent...,
    to controller: CollectionViewController
  ) {
    for event in events {
      if let binding = controller.keyBindings.first(where: { $0.matches(event) }) {
        _ = binding.perform(event)
      } else {
        _ = controller.handle(event)
      }
      (controller.clock as? VirtualClock)?.advance(by: 1)
      controller.update(now: controller.clock.now)
    }
  }

  // MARK: Layout

  /// Layout spellings: `subitem:count:`, a configuration class changed
  /// after it is made, insets measured from the readable guide, siblings
  /// of one height.
  final class LayoutFamilyViewController: CollectionViewController {
    enum Section: Int { case main }
    var dataSource: CollectionViewDiffableDataSource<Int, Int>! = nil

    override func viewDidLoad() {
      collectionView.collectionViewLayout = createLayout()
      configureDataSource()
    }

    func createLayout() -> CollectionViewLayout {
      let itemSize = LayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .uniformAcrossSiblings(estimate: 1)
      )
      let item = LayoutItem(layoutSize: itemSize)
      let groupSize = LayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .estimated(1)
      )
      let group = LayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
      let section = LayoutSection(group: group)
      section.contentInsetsReference = .layoutMargins
      let config = CompositionalLayoutConfiguration()
      config.interSectionSpacing = 1
      return CompositionalLayout(section: section, configuration: config)
    }

    func configureDataSource() {
      let cellRegistration = CellRegistration<CollectionViewListCell, Int> {
        cell,
        indexPath,
        identifier in
        var content = cell.defaultContentConfiguration()
        content.text = "\(identifier)"
        cell.contentConfiguration = content
      }
      dataSource = CollectionViewDiffableDataSource<Int, Int>(
        collectionView: collectionView
      ) { collectionView, indexPath, identifier in
        collectionView.dequeueConfiguredReusableCell(
          using: cellRegistration,
          for: indexPath,
          item: identifier
        )
      }
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0, 1])
      snapshot.appendItems([1, 2], toSection: 0)
      snapshot.appendItems([3, 4], toSection: 1)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  @Test func theLayoutFamilyReadsAsTheSample() {
    let controller = LayoutFamilyViewController(title: "Layout", clock: VirtualClock())
    let lines = Self.load(controller)
    // Two columns inside two-column margins, the sections a line apart.
    #expect(lines[0].hasPrefix("   1 "))
    #expect(lines[0].dropFirst(21).hasPrefix("2"))
    #expect(lines[1].trimmingCharacters() == "")
    #expect(lines[2].hasPrefix("   3 "))
  }

  // MARK: Data source, registrations and supplementaries

  final class TitleSupplementaryView: CollectionReusableView {
    let label = Label()
    override func draw(on canvas: inout Canvas, in rect: CellRect) {
      canvas.put(label.text, x: rect.x, y: rect.y, width: rect.width)
    }

    final class Label { var text = "" }
  }

  /// Section Headers/Footers' shape: a supplementary registration per
  /// kind and a supplementary view provider choosing between them.
  final class SupplementaryFamilyViewController: CollectionViewController {
    static let sectionHeaderElementKind = "section-header-element-kind"
    static let sectionFooterElementKind = "section-footer-element-kind"
    var dataSource: CollectionViewDiffableDataSource<Int, Int>! = nil

    override func viewDidLoad() {
      collectionView.collectionViewLayout = createLayout()
      configureDataSource()
    }

    func createLayout() -> CompositionalLayout {
      let itemSize = LayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .absolute(1)
      )
      let item = LayoutItem(layoutSize: itemSize)
      let group = LayoutGroup.horizontal(layoutSize: itemSize, subitems: [item])
      let section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
      let headerFooterSize = LayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .estimated(1)
      )
      let sectionHeader = LayoutBoundarySupplementaryItem(
        layoutSize: headerFooterSize,
        elementKind: Self.sectionHeaderElementKind,
        alignment: .top
      )
      let sectionFooter = LayoutBoundarySupplementaryItem(
        layoutSize: headerFooterSize,
        elementKind: Self.sectionFooterElementKind,
        alignment: .bottom
      )
      section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
      return CompositionalLayout(section: section)
    }

    func configureDataSource() {
      let cellRegistration = CellRegistration<CollectionViewListCell, Int> { cell, _, identifier in
        var content = cell.defaultContentConfiguration()
        content.text = "\(identifier)"
        cell.contentConfiguration = content
      }
      dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
        collectionView,
        indexPath,
        identifier in
        collectionView.dequeueConfiguredReusableCell(
          using: cellRegistration,
          for: indexPath,
          item: identifier
        )
      }
      let headerRegistration = SupplementaryRegistration<TitleSupplementaryView>(
        elementKind: Self.sectionHeaderElementKind
      ) { supplementaryView, elementKind, indexPath in
        supplementaryView.label.text = "\(elementKind) for section \(indexPath.section)"
      }
      let footerRegistration = SupplementaryRegistration<TitleSupplementaryView>(
        elementKind: Self.sectionFooterElementKind
      ) { supplementaryView, elementKind, indexPath in
        supplementaryView.label.text = "footer \(indexPath.section)"
      }
      dataSource.supplementaryViewProvider = { view, kind, index in
        view.dequeueConfiguredReusableSupplementary(
          using: kind == Self.sectionHeaderElementKind ? headerRegistration : footerRegistration,
          for: index
        )
      }
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems([10, 11], toSection: 0)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  @Test func theSupplementaryFamilyReadsAsTheSample() {
    let controller = SupplementaryFamilyViewController(title: "Headers", clock: VirtualClock())
    let lines = Self.load(controller)
    // Header, the top inset, the rows, the bottom inset, the footer.
    #expect(lines[0].hasPrefix("  section-header-element-kind for sec"))
    #expect(lines[1].trimmingCharacters() == "")
    #expect(lines[2].contains("10"))
    #expect(lines[3].contains("11"))
    #expect(lines[4].trimmingCharacters() == "")
    #expect(lines[5].hasPrefix("  footer 0"))
  }

  // MARK: Reordering

  /// Reorderable List's shape: the reordering handlers hand every move
  /// to a backing store, by the section transactions' differences.
  final class ReorderingFamilyViewController: CollectionViewController {
    var dataSource: CollectionViewDiffableDataSource<String, String>! = nil
    var backingStore = ["fruit": ["apple", "pear", "plum"]]

    override func viewDidLoad() {
      collectionView.collectionViewLayout = CompositionalLayout.list(
        using: ListConfiguration(appearance: .insetGrouped)
      )
      let cellRegistration = CellRegistration<CollectionViewListCell, String> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
        cell.accessories = [.reorder(displayed: .always)]
      }
      dataSource = CollectionViewDiffableDataSource<String, String>(
        collectionView: collectionView
      ) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: cellRegistration,
          for: indexPath,
          item: item
        )
      }
      dataSource.reorderingHandlers.canReorderItem = { item in true }
      dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
        guard let self = self else { return }
        for sectionTransaction in transaction.sectionTransactions {
          let sectionIdentifier = sectionTransaction.sectionIdentifier
          if let previousSectionItems = self.backingStore[sectionIdentifier],
            let updatedSectionItems = previousSectionItems.applying(sectionTransaction.difference)
          {
            self.backingStore[sectionIdentifier] = updatedSectionItems
          }
        }
      }
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["fruit"])
      snapshot.appendItems(backingStore["fruit"]!, toSection: "fruit")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  @Test func theReorderingFamilyReadsAsTheSample() {
    let controller = ReorderingFamilyViewController(title: "Reorder", clock: VirtualClock())
    _ = Self.load(controller)
    Self.press(.key(.shiftDown), to: controller)
    #expect(controller.backingStore["fruit"] == ["pear", "apple", "plum"])
  }

  // MARK: Section snapshots and their handlers

  /// An outline's shape: a section snapshot of parents and children, and
  /// section snapshot handlers that load a parent's children as it opens.
  final class OutlineFamilyViewController: CollectionViewController {
    var dataSource: CollectionViewDiffableDataSource<Int, String>! = nil
    var expanded: [String] = []

    override func viewDidLoad() {
      collectionView.collectionViewLayout = CompositionalLayout.list(
        using: ListConfiguration(appearance: .sidebar)
      )
      let containerCellRegistration = CellRegistration<CollectionViewListCell, String> {
        cell,
        indexPath,
        item in
        var contentConfiguration = cell.defaultContentConfiguration()
        contentConfiguration.text = item
        cell.contentConfiguration = contentConfiguration
        let disclosureOptions = ListCellAccessory.OutlineDisclosureOptions(style: .header)
        cell.accessories = [.outlineDisclosure(options: disclosureOptions)]
      }
      dataSource = CollectionViewDiffableDataSource<Int, String>(
        collectionView: collectionView
      ) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: containerCellRegistration,
          for: indexPath,
          item: item
        )
      }
      dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned self] item in
        expanded.append(item)
      }
      dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
        var loaded = DiffableDataSourceSectionSnapshot<String>()
        loaded.append(["\(parent) 1", "\(parent) 2"])
        return loaded
      }
      var snapshot = DiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      dataSource.apply(snapshot, animatingDifferences: false)
      var outline = DiffableDataSourceSectionSnapshot<String>()
      outline.append(["Smileys", "Nature"])
      outline.append(["placeholder"], to: "Smileys")
      dataSource.apply(outline, to: 0, animatingDifferences: false)
    }
  }

  @Test func theOutlineFamilyReadsAsTheSample() {
    let controller = OutlineFamilyViewController(title: "Outline", clock: VirtualClock())
    _ = Self.load(controller)
    Self.press(.key(.right), to: controller)
    #expect(controller.expanded == ["Smileys"])
    #expect(
      controller.dataSource.snapshot(for: 0).visibleItems
        == ["Smileys", "Smileys 1", "Smileys 2", "Nature"]
    )
  }

  // MARK: Swipe actions

  /// Emoji Explorer's star: a leading swipe action from the list
  /// configuration's provider.
  final class SwipeFamilyViewController: CollectionViewController {
    var dataSource: CollectionViewDiffableDataSource<Int, String>! = nil
    var starred: Set<String> = []

    override func viewDidLoad() {
      var configuration = ListConfiguration(appearance: .insetGrouped)
      configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
        guard let self = self, let item = self.dataSource.itemIdentifier(for: indexPath) else {
          return nil
        }
        let starAction = ContextualAction(style: .normal, title: "Star") {
          [weak self] _, _, completion in
          self?.starred.insert(item)
          completion(true)
        }
        return SwipeActionsConfiguration(actions: [starAction])
      }
      collectionView.collectionViewLayout = CompositionalLayout.list(using: configuration)
      let cellRegistration = CellRegistration<CollectionViewListCell, String> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
      }
      dataSource = CollectionViewDiffableDataSource<Int, String>(
        collectionView: collectionView
      ) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: cellRegistration,
          for: indexPath,
          item: item
        )
      }
      var snapshot = DiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["🍎", "🍐"])
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  @Test func theSwipeFamilyReadsAsTheSample() {
    let controller = SwipeFamilyViewController(title: "Swipe", clock: VirtualClock())
    _ = Self.load(controller)
    Self.press(.key(.shiftRight), .key(.enter), to: controller)
    #expect(controller.starred == ["🍎"])
  }

  // MARK: A subclassed data source

  /// Table View: Editing's shape: the data source is a subclass that says
  /// which rows move and takes the moves itself.
  final class EditingDataSource: CollectionViewDiffableDataSource<Int, String> {
    var moves: [(IndexPath, IndexPath)] = []

    override func collectionView(
      _ collectionView: CollectionView,
      canMoveItemAt indexPath: IndexPath
    ) -> Bool {
      indexPath.item > 0
    }

    override func collectionView(
      _ collectionView: CollectionView,
      moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      moves.append((sourceIndexPath, destinationIndexPath))
      super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
    }
  }

  final class SubclassFamilyViewController: CollectionViewController {
    var dataSource: EditingDataSource! = nil

    override func viewDidLoad() {
      collectionView.collectionViewLayout = CompositionalLayout.list(
        using: ListConfiguration(appearance: .plain)
      )
      let cellRegistration = CellRegistration<CollectionViewListCell, String> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
      }
      dataSource = EditingDataSource(collectionView: collectionView) {
        collectionView,
        indexPath,
        item in
        collectionView.dequeueConfiguredReusableCell(
          using: cellRegistration,
          for: indexPath,
          item: item
        )
      }
      var snapshot = DiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["Everest", "K2", "Lhotse"])
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  @Test func theSubclassFamilyReadsAsTheSample() {
    let controller = SubclassFamilyViewController(title: "Editing", clock: VirtualClock())
    _ = Self.load(controller)
    // The first row may not move; the second may.
    Self.press(.key(.shiftDown), to: controller)
    #expect(controller.dataSource.moves.isEmpty)
    Self.press(.key(.down), .key(.shiftDown), to: controller)
    #expect(controller.dataSource.snapshot().itemIdentifiers == ["Everest", "Lhotse", "K2"])
    #expect(controller.dataSource.moves.count == 1)
  }

  // MARK: The view itself

  /// The view's own surface: selection it is told of, selecting and
  /// scrolling from code, and what is visible.
  final class ViewFamilyViewController: CollectionViewController, CollectionViewDelegate {
    var dataSource: CollectionViewDiffableDataSource<Int, Int>! = nil
    var selected: [IndexPath] = []

    override func viewDidLoad() {
      collectionView.collectionViewLayout = CompositionalLayout.list(
        using: ListConfiguration(appearance: .plain)
      )
      collectionView.allowsSelection = true
      collectionView.delegate = self
      let cellRegistration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "\(item)"
        cell.contentConfiguration = content
      }
      dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
        collectionView,
        indexPath,
        item in
        collectionView.dequeueConfiguredReusableCell(
          using: cellRegistration,
          for: indexPath,
          item: item
        )
      }
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(0..<50))
      dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(
      _ collectionView: CollectionView,
      didSelectItemAt indexPath: IndexPath
    ) {
      selected.append(indexPath)
    }
  }

  @Test func theViewFamilyReadsAsTheSample() {
    let controller = ViewFamilyViewController(title: "View", clock: VirtualClock())
    _ = Self.load(controller)
    let collectionView = controller.collectionView
    collectionView.selectItem(
      at: IndexPath(item: 30, section: 0),
      animated: false,
      scrollPosition: .centeredVertically
    )
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 30, section: 0)])
    #expect(collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 30, section: 0)))
    collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
    #expect(collectionView.contentOffset == 0)
    Self.press(.key(.enter), to: controller)
    #expect(controller.selected == [IndexPath(item: 0, section: 0)])
  }

  // MARK: Section options

  /// What a section and a list configuration hand back to be called:
  /// separators per row and a visible-items handler on a sideways row.
  final class SectionOptionsFamilyViewController: CollectionViewController {
    var dataSource: CollectionViewDiffableDataSource<Int, Int>! = nil
    var handledOffsets: [Point] = []

    override func viewDidLoad() {
      collectionView.collectionViewLayout = CompositionalLayout {
        [unowned self] sectionIndex, layoutEnvironment in
        if sectionIndex == 0 {
          var configuration = ListConfiguration(appearance: .plain)
          configuration.itemSeparatorHandler = { indexPath, sectionSeparatorConfiguration in
            var configuration = sectionSeparatorConfiguration
            configuration.bottomSeparatorVisibility = indexPath.item == 0 ? .hidden : .automatic
            return configuration
          }
          return LayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
        }
        let item = LayoutItem(
          layoutSize: LayoutSize(widthDimension: .absolute(8), heightDimension: .absolute(1))
        )
        let group = LayoutGroup.horizontal(layoutSize: item.layoutSize, subitems: [item])
        let section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { [weak self] items, offset, environment in
          self?.handledOffsets.append(offset)
          items.forEach { item in
            let distanceFromCenter = abs(
              (item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0
            )
            item.alpha = distanceFromCenter < 8 ? 1 : 0.5
          }
        }
        return section
      }
      let cellRegistration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "\(item)"
        cell.contentConfiguration = content
      }
      dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
        collectionView,
        indexPath,
        item in
        collectionView.dequeueConfiguredReusableCell(
          using: cellRegistration,
          for: indexPath,
          item: item
        )
      }
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0, 1])
      snapshot.appendItems([1, 2, 3], toSection: 0)
      snapshot.appendItems(Array(10..<20), toSection: 1)
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  @Test func theSectionOptionsFamilyReadsAsTheSample() {
    let controller = SectionOptionsFamilyViewController(title: "Options", clock: VirtualClock())
    let lines = Self.load(controller)
    // No line under row 1, a line under row 2.
    #expect(lines[1].trimmingCharacters() == "")
    #expect(lines[2].trimmingCharacters() == "2")
    #expect(lines[3].contains("─"))
    #expect(controller.handledOffsets.last == Point(x: 0, y: 0))
    let faded = controller.drawnElements(at: controller.clock.now).filter {
      $0.indexPath.section == 1 && $0.opacity < 1
    }
    #expect(!faded.isEmpty)
  }
}

extension String {
  fileprivate func trimmingCharacters() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
