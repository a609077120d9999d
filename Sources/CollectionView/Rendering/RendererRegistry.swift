/// What draws each kind of element a collection view shows: the renderers
/// registered by kind, those made on first use for a kind the data
/// source's supplementary view provider draws or the layout has a
/// decoration view class for, and the cells registered by reuse
/// identifier.
///
/// A class: a renderer made on first use, while a scene is built or drawn,
/// changes what it holds, not what the view shows.
final class RendererRegistry {
  /// Renderers of supplementaries by kind: registered, or made.
  private var supplementaries: [String: SupplementaryRenderer] = [:]
  /// The kinds given a renderer with ``register(_:)-(SupplementaryRenderer)``.
  private var registeredKinds: Set<String> = []
  /// Renderers of decorations by kind: registered, or made.
  private var decorations: [String: DecorationRenderer] = [:]
  /// The kinds given a renderer with ``register(_:)-(DecorationRenderer)``.
  private var registeredDecorationKinds: Set<String> = []
  /// Cells registered by reuse identifier, one a class as a registration
  /// keeps one.
  var reusableCells: [String: CollectionViewCell] = [:]

  /// Adds how to draw supplementaries of the renderer's kind.
  func register(_ renderer: SupplementaryRenderer) {
    supplementaries[renderer.elementKind] = renderer
    registeredKinds.insert(renderer.elementKind)
  }

  /// Adds how to draw decorations of the renderer's kind.
  func register(_ renderer: DecorationRenderer) {
    decorations[renderer.elementKind] = renderer
    registeredDecorationKinds.insert(renderer.elementKind)
  }

  /// The renderer of supplementaries of `kind`: the one registered or made
  /// before, else the one `make` makes (kept), if any.
  func supplementaryRenderer(
    ofKind kind: String,
    making make: () -> SupplementaryRenderer?
  ) -> SupplementaryRenderer? {
    if let renderer = supplementaries[kind] { return renderer }
    let made = make()
    supplementaries[kind] = made
    return made
  }

  /// The renderer of decorations of `kind`: the one registered or made
  /// before, else the one `make` makes (kept), if any.
  func decorationRenderer(
    ofKind kind: String,
    making make: () -> DecorationRenderer?
  ) -> DecorationRenderer? {
    if let renderer = decorations[kind] { return renderer }
    let made = make()
    decorations[kind] = made
    return made
  }

  /// Forgets the supplementary renderers made for a provider, which has
  /// changed; the registered ones stay.
  func forgetMadeSupplementaryRenderers() {
    supplementaries = supplementaries.filter { registeredKinds.contains($0.key) }
  }

  /// Forgets the decoration renderers made for a layout's view classes,
  /// the layout having changed; the registered ones stay.
  func forgetMadeDecorationRenderers() {
    decorations = decorations.filter { registeredDecorationKinds.contains($0.key) }
  }
}
