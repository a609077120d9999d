import CollectionView
import TerminalUI

/// The developer tools, as one plug-in an app installs
/// (`app.install(DeveloperTools())`): the layout inspector (`i`), the
/// source view (`c`), and for screens that apply snapshots, the diff
/// readout (`d`), the snapshot panel (`p`) and slow motion (`s`).
///
/// Each tool is offered where the top screen has what it looks at: a
/// collection view to inspect (``Screen/inspectedCollectionView``), source
/// files (``sourceFiles``), an apply (``offersApplyTools``).
public final class DeveloperTools: AppPlugin {
  /// The panel down the side of the screen: the snapshot panel, where the
  /// screen has a data source, or the layout inspector, where it has a
  /// collection view. They take the same room, so one shows at a time.
  public enum SidePanel: Sendable {
    case none
    case snapshot
    case inspector
  }

  /// The panel showing down the side.
  public private(set) var sidePanel = SidePanel.none
  /// Whether the snapshot panel shows.
  public var showsSnapshot: Bool { sidePanel == .snapshot }
  /// Whether the layout inspector shows.
  public var showsInspector: Bool { sidePanel == .inspector }
  /// Whether the diff readout shows, where the screen has applied a snapshot.
  public private(set) var showsDiff = false
  /// Whether the inspector's panel is turned aside to show the item it
  /// explains, where the panel lies over the whole view (a narrow
  /// terminal, or an item filling the screen).
  public private(set) var inspectorPanelIsAside = false
  /// Whether the diff readout tells how long a difference took: on the
  /// real clock, not on a virtual one, whose output must not vary.
  public var showsTimings = false
  /// The source files to show for a screen with the source view (`c`); nil
  /// for a screen with none. Asked of the screens from the top down, so a
  /// screen an example opens shows the example's source.
  public var sourceFiles: ((Screen) -> [SourceFile]?)?
  /// Whether a screen that has applied a snapshot is offered the diff
  /// readout, the snapshot panel and slow motion; by default every one is.
  public var offersApplyTools: (Screen) -> Bool = { _ in true }
  /// How much slower slow motion runs.
  public static let slowMotionFactor = 4.0
  /// The source view the tools opened, while it is open: it offers no
  /// source view of its own.
  private weak var openSourceView: SourceScreen?
  private weak var app: App?

  public init() {}

  public func didInstall(in app: App) {
    self.app = app
  }

  /// Whether slow motion is on: the app's ``App/screenClock`` runs slower.
  public var isSlowMotion: Bool { (app?.screenClock?.rate ?? 1) < 1 }

  /// Each tool's key, working where the top screen has what it looks at.
  public private(set) lazy var keyBindings: [KeyBinding] = [
    KeyBinding(
      title: { [unowned self] in showsInspector ? "hide inspector" : "inspect" },
      keys: [.character("i")],
      importance: .secondary,
      isEnabled: { [unowned self] in offersInspector }
    ) { [unowned self] _ in
      sidePanel = showsInspector ? .none : .inspector
      inspectorPanelIsAside = false
      return .handled
    },
    // An inspector lying over the view is turned aside to see the item,
    // and back: the one way to the screen beneath, so it keeps its place
    // in the footer.
    KeyBinding(
      title: { [unowned self] in inspectorPanelIsAside ? "show details" : "view item" },
      keys: [.character("v")],
      isEnabled: { [unowned self] in
        guard showsInspector, offersInspector, let app else { return false }
        return inspectorPlacement(at: app.screenTime(app.clock.now))?.isOverlay == true
      }
    ) { [unowned self] _ in
      inspectorPanelIsAside.toggle()
      return .handled
    },
    KeyBinding(
      "source",
      keys: [.character("c")],
      importance: .secondary,
      isEnabled: { [unowned self] in shownSource != nil }
    ) { [unowned self] _ in
      guard let (shown, files) = shownSource,
        let view = SourceScreen(title: shown.title, files: files)
      else { return .ignored }
      openSourceView = view
      return .push(view)
    },
    KeyBinding(
      title: { [unowned self] in isSlowMotion ? "normal speed" : "slow motion" },
      keys: [.character("s")],
      importance: .secondary,
      isEnabled: { [unowned self] in appliesTools && app?.screenClock != nil }
    ) { [unowned self] _ in
      app?.screenClock?.setRate(isSlowMotion ? 1 : 1 / Self.slowMotionFactor)
      return .handled
    },
    KeyBinding(
      title: { [unowned self] in showsSnapshot ? "hide snapshot" : "snapshot" },
      keys: [.character("p")],
      importance: .secondary,
      isEnabled: { [unowned self] in appliesTools }
    ) { [unowned self] _ in
      sidePanel = showsSnapshot ? .none : .snapshot
      return .handled
    },
    KeyBinding(
      title: { [unowned self] in showsDiff ? "hide diff" : "diff" },
      keys: [.character("d")],
      importance: .secondary,
      isEnabled: { [unowned self] in appliesTools }
    ) { [unowned self] _ in
      showsDiff.toggle()
      return .handled
    },
  ]

  /// The diff readout's row above the footer, while it shows.
  private var reservedBottomRows: Int { showsDiff && appliesTools ? 1 : 0 }

  /// The screen whose source the source view would show, and its files:
  /// the topmost with files, unless the source view is on top.
  private var shownSource: (Screen, [SourceFile])? {
    guard let app, app.top !== openSourceView, let sourceFiles else { return nil }
    return app.stack.reversed().lazy.compactMap { screen in
      sourceFiles(screen).map { (screen, $0) }
    }.first
  }

  /// Whether the top screen has a collection view to inspect.
  private var offersInspector: Bool {
    guard let app else { return false }
    return app.top.inspectedCollectionView?.layoutInspection(at: app.screenTime(app.clock.now))
      != nil
  }

  /// Whether the top screen has applied a snapshot and is offered the
  /// tools for applies: the diff readout, the snapshot panel and slow motion.
  private var appliesTools: Bool {
    guard let app else { return false }
    return app.top.inspectedCollectionView?.lastUpdate != nil && offersApplyTools(app.top)
  }

  /// What the diff readout's signs mean, where it is offered.
  public func helpLines(repertoire: Repertoire) -> [HelpLine] {
    guard appliesTools else { return [] }
    let unicode = repertoire == .unicode
    return [
      .text("The diff readout (d) counts, for items and sections:"),
      .keys("+", "inserted"),
      .keys(unicode ? "−" : "-", "deleted"),
      .keys(unicode ? "↕" : "~", "moved"),
      .keys(unicode ? "⟳" : "r", "reloaded or reconfigured"),
    ]
  }

  /// The inspector's overlay and panel, the snapshot panel and the diff
  /// readout, as far as they show.
  public func draw(into canvas: inout Canvas, now: Double) {
    guard let app else { return }
    let top = app.top
    let panelArea = self.panelArea
    if showsInspector, let inspection = top.inspectedCollectionView?.layoutInspection(at: now) {
      let placement = inspectorPlacement(for: inspection)
      let drawn = top.drawnElements(at: now)
      // An overlay names its key on its edge, and turned aside, on the
      // edge of the screen: the footer of a narrow terminal may have no
      // room for it.
      if !placement.isOverlay {
        let uncovered = placement.uncovered(of: panelArea)
        LayoutOverlay.draw(inspection, drawn: drawn, uncovered: uncovered, on: &canvas)
        InspectorPanel.draw(inspection, in: placement.panel, on: &canvas)
      } else if inspectorPanelIsAside {
        LayoutOverlay.draw(inspection, drawn: drawn, uncovered: panelArea, on: &canvas)
        InspectorPanel.drawHint("v details", onEdgeOf: panelArea, on: &canvas)
      } else {
        InspectorPanel.draw(inspection, in: placement.panel, hint: "v view item", on: &canvas)
      }
    }
    let appliesTools = self.appliesTools
    if showsSnapshot, appliesTools, let lines = top.inspectedCollectionView?.snapshotLines {
      SnapshotPanel.draw(lines, in: panelArea, on: &canvas)
    }
    if showsDiff, appliesTools, let report = top.inspectedCollectionView?.lastUpdate {
      drawDiffReadout(report, on: &canvas)
    }
  }

  /// The rows the side panels take: between the title bar and the
  /// footer, or the diff readout where it shows.
  private var panelArea: CellRect {
    guard let app else { return CellRect(x: 0, y: 0, width: 0, height: 0) }
    let content = app.contentRect
    return CellRect(
      x: 0,
      y: content.y,
      width: content.width,
      height: content.height - reservedBottomRows
    )
  }

  /// Where the inspector's panel goes at `now`: clear of the focused
  /// item where it rests, so the panel stays put while things move.
  func inspectorPlacement(at now: Double) -> InspectorPlacement? {
    app?.top.inspectedCollectionView?.layoutInspection(at: now).map(inspectorPlacement(for:))
  }

  /// Where the inspector's panel goes for `inspection`, the top screen's
  /// as it is drawn.
  private func inspectorPlacement(for inspection: LayoutInspection) -> InspectorPlacement {
    let focus = inspection.focusedIndexPath.flatMap { path in
      inspection.layout.anatomy(ofItemAt: path, orthogonalOffsets: inspection.orthogonalOffsets)
    }.map { inspection.cells(of: $0.frame) }
    return InspectorPlacement(in: panelArea, focus: focus) { width, height in
      InspectorPanel.rows(for: inspection, width: width, height: height).count
    }
  }

  /// The diff readout, on the last row above the footer.
  private func drawDiffReadout(_ report: UpdateReport, on canvas: inout Canvas) {
    guard let app else { return }
    let y = app.size.height - 2
    let theme = app.theme
    canvas.fill(CellRect(x: 0, y: y, width: app.size.width, height: 1), style: theme.footer)
    let line = DiffReadout.line(
      for: report,
      showsTime: showsTimings,
      repertoire: canvas.repertoire
    )
    let slow = isSlowMotion ? "  slow motion ×\(Int(Self.slowMotionFactor))" : ""
    canvas.put(" " + line + slow, x: 0, y: y, width: app.size.width, style: theme.footerKey)
  }
}
