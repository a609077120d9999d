/// A layout made of sections, each a group repeated for its items: UIKit's
/// compositional layout, computing frames for any container size.
///
/// Describe it the way the sample does, then `solve` it for a container size
/// and the number of items in each section:
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(
///   widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
/// let group = LayoutGroup.horizontal(layoutSize: LayoutSize(
///   widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
///   subitems: [item])
/// let layout = CompositionalLayout(section: LayoutSection(group: group))
/// let solved = layout.solve(containerSize: Size(width: 80, height: 24), itemCounts: [94])
/// ```
public final class CompositionalLayout {
  /// Makes the section at an index for an environment; nil is reported as a
  /// diagnostic and leaves the section empty.
  public typealias SectionProvider = (Int, LayoutEnvironment) -> LayoutSection?

  private let sectionProvider: SectionProvider
  /// The layout's settings: a copy of the configuration set or given, as
  /// UIKit copies it.
  public var configuration: CompositionalLayoutConfiguration {
    didSet { configuration = configuration.copy() }
  }

  /// A layout whose every section is `section`.
  public convenience init(
    section: LayoutSection,
    configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration()
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// A layout that asks `sectionProvider` for each section every time it is
  /// solved, so sections can adapt to the container.
  public init(
    sectionProvider: @escaping SectionProvider,
    configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration()
  ) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration.copy()
  }

  /// The classes registered for decoration kinds, by kind.
  public private(set) var decorationViewClasses: [String: AnyClass] = [:]

  /// Names the view class that draws the decorations of `elementKind`, as
  /// UIKit's layout registers it; nil removes it. The layout only keeps
  /// the class: a collection view makes the view and draws with it.
  public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationViewClasses[elementKind] = viewClass
  }

  /// Computes every frame for a container.
  ///
  /// Solving only reads the layout: what the sections hand a view to call
  /// back (list configurations, visible-items handlers) is kept in the
  /// solved layout, so solving again, for another size or other items,
  /// leaves an earlier solved layout's answers as they were.
  ///
  /// - Parameters:
  ///   - containerSize: the visible size the layout fills (cells, for a terminal).
  ///   - itemCounts: the number of items in each section; its count is the
  ///     number of sections.
  ///   - contentInsets: insets of the container (a safe area).
  ///   - cellAspectRatio: the height of one unit of y in units of x.
  ///   - displayScale: device pixels to a unit (1 for terminal cells): every
  ///     frame lands on whole pixels and repeated items get the same size,
  ///     the pixels that leaves over split before and after them.
  ///     0 leaves frames exact fractions.
  ///   - guides: the safe area, layout margins and readable width that
  ///     sections' ``LayoutSection/contentInsetsReference`` measure from.
  ///   - fitting: measures elements with estimated dimensions (the
  ///     layout's own headers and footers as a section's); without it,
  ///     estimates are taken as they are.
  ///   - selfSizing: which estimated elements `fitting` measures: those
  ///     meeting its window and those measured before; the others take
  ///     their estimates. Nil measures every one, as a layout that is
  ///     drawn whole must.
  ///   - reuse: an earlier solve and the sections holding the same items
  ///     since: those it laid out as this solve would are kept, moved to
  ///     their places, not solved again.
  /// - Complexity: O(sections) when no group's size depends on its content,
  ///   whatever the number of items; otherwise O(groups), with a call to
  ///   `fitting` for each element measured: a group whose content measures
  ///   as an earlier group's of its section did costs its calls to
  ///   `fitting` and a lookup among the answers met, not a solve, and a
  ///   group left to its estimate costs neither. A section kept from
  ///   `reuse` costs its headers, footers and backgrounds.
  public func solve(
    containerSize: Size,
    itemCounts: [Int],
    contentInsets: DirectionalEdgeInsets = .zero,
    cellAspectRatio: Double = 2,
    displayScale: Double = 0,
    guides: LayoutGuides = LayoutGuides(),
    fitting: SizeFitting? = nil,
    selfSizing: SelfSizingScope? = nil,
    reusing reuse: LayoutReuse? = nil
  ) -> SolvedLayout {
    let grid = PixelGrid(scale: displayScale)
    let contentInsets = grid.rounded(contentInsets)
    let environment = LayoutEnvironment(
      container: LayoutContainer(contentSize: containerSize, contentInsets: contentInsets),
      cellAspectRatio: cellAspectRatio,
      displayScale: displayScale,
      guides: guides
    )
    let axis = configuration.scrollDirection.axis
    let across = axis.other
    let effective = environment.container.effectiveContentSize
    let origin = Point(x: contentInsets.leading, y: contentInsets.top)
    var diagnostics: Set<LayoutDiagnostic> = []
    // The layout's own headers, footers and side views, around its
    // sections as a section's are around its groups.
    let boundarySolver = BoundarySolver(
      items: configuration.boundarySupplementaryItems,
      owner: .layout,
      axis: axis,
      container: effective,
      acrossStart: origin[across],
      aspectRatio: cellAspectRatio,
      grid: grid,
      fitting: fitting
    )
    boundarySolver.diagnose(into: &diagnostics)
    var globals: [SolvedSection.Boundary] = []
    var cursor = boundarySolver.placeStart(from: origin[axis], into: &globals)
    let sectionsStart = cursor

    var sections: [SolvedSection] = []
    sections.reserveCapacity(itemCounts.count)
    var handlers = SectionHandlers()
    var repeatedTemplates = RepeatedTemplates()
    let reuse = reuse.flatMap {
      $0.previous.environment == environment
        && $0.previous.scrollDirection == configuration.scrollDirection ? $0 : nil
    }
    for (index, itemCount) in itemCounts.enumerated() {
      if index > 0 { cursor += grid.rounded(configuration.interSectionSpacing) }
      let provided = sectionProvider(index, environment)
      handlers.record(provided, at: index)
      if provided == nil { diagnostics.insert(.sectionProviderReturnedNil(section: index)) }
      if let provided,
        let kept = reuse?.section(
          index,
          provided: provided,
          itemCount: max(0, itemCount),
          sizing: SectionSizing(
            section: provided,
            index: index,
            fits: fitting != nil,
            scope: selfSizing
          ),
          scope: selfSizing,
          startingAt: cursor,
          along: axis
        )
      {
        sections.append(kept)
        diagnostics.formUnion(kept.diagnostics)
        cursor = kept.frame.max(axis)
        continue
      }
      let solver = SectionSolver(
        section: provided ?? Self.emptySection(),
        index: index,
        itemCount: provided == nil ? 0 : max(0, itemCount),
        container: effective,
        containerOrigin: origin,
        axis: axis,
        aspectRatio: cellAspectRatio,
        grid: grid,
        guides: guides,
        fitting: fitting,
        selfSizing: selfSizing
      )
      let solved = solver.solve(startingAt: cursor, repeatedTemplates: &repeatedTemplates)
      diagnostics.formUnion(solved.diagnostics)
      sections.append(solved)
      cursor = solved.frame.max(axis)
    }

    cursor = boundarySolver.placeEnd(from: cursor, into: &globals)
    boundarySolver.placeBeside(contentStart: sectionsStart, into: &globals)

    let contentLength = cursor + contentInsets.trailing(axis)
    let solved = SolvedLayout(
      environment: environment,
      scrollDirection: configuration.scrollDirection,
      contentSize: Size(along: axis, max(contentLength, 0), across: containerSize[across]),
      sections: sections,
      globalSupplementaries: globals,
      handlers: handlers,
      diagnostics: diagnostics.sorted { $0.description < $1.description }
    )
    solved._checkInvariants()
    return solved
  }

  /// Stands in for a section the provider did not give.
  private static func emptySection() -> LayoutSection {
    LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)),
        subitems: []
      )
    )
  }
}
