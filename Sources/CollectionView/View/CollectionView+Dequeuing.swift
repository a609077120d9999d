import CompositionalLayout
import TerminalUI

extension CollectionView {
  /// The registration's cell, configured for `item` at `indexPath`: what a
  /// data source's cell provider returns, as in UIKit.
  ///
  /// Inlinable, as it runs for every cell drawn: specialised for the
  /// caller's cell and item types, it looks no type up at run time.
  @inlinable
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>,
    for indexPath: IndexPath,
    item: Item?
  ) -> Cell {
    let cell = registration.cell
    cell.reuse(in: dequeuingState ?? state(at: indexPath))
    if let item { registration.handler(cell, indexPath, item) }
    cell.updateConfiguration(using: cell.configurationState)
    return cell
  }

  /// The registration's view, configured for the element of its kind at
  /// `indexPath`: what a data source's supplementary view provider returns.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary {
    let view = registration.view
    view.reuse(in: dequeuingState ?? CellState(isEditing: isEditing))
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }

  /// Focus, selection and outline place of the item at `indexPath` now.
  @usableFromInline
  func state(at indexPath: IndexPath) -> CellState {
    let item = itemIdentity(at: indexPath)
    var state = CellState(
      isFocused: focusedIndexPath == indexPath,
      isSelected: item.map(focus.selection.contains) ?? false,
      isEditing: isEditing
    )
    if let carry, carry.item == item { state.cellDragState = .dragging }
    if let place = source?.outlinePlace(at: indexPath) {
      state.isExpanded = place.isExpanded
      state.outlineLevel = place.level
    }
    return state
  }

  /// The cell at `indexPath`, configured as it is drawn now; nil where
  /// there is no item.
  ///
  /// A registration configures one cell for every item it draws, so the
  /// cell returned shows this item until the next is dequeued.
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    source?.cell(at: indexPath, state: state(at: indexPath))
  }

  /// Runs `body`, which dequeues the view for an element drawn in `state`.
  func dequeuing<Result>(in state: CellState, _ body: () -> Result) -> Result {
    let saved = dequeuingState
    dequeuingState = state
    defer { dequeuingState = saved }
    return body()
  }

  /// How to draw decorations of `kind`: the renderer registered for it,
  /// else one drawing through a view of the class the layout registered.
  func decorationRenderer(ofKind kind: String) -> DecorationRenderer? {
    renderers.decorationRenderer(ofKind: kind) {
      guard
        let viewClass = collectionViewLayout.decorationViewClasses[kind]
          as? CollectionReusableView.Type
      else { return nil }
      let view = viewClass.init()
      return DecorationRenderer(elementKind: kind) { [unowned self] canvas, rect, _ in
        view.reuse(in: CellState(isEditing: isEditing))
        view.draw(on: &canvas, in: rect)
      }
    }
  }

  /// How to draw supplementaries of `kind`: the renderer registered for it,
  /// else one asking the data source's supplementary view provider.
  func supplementaryRenderer(ofKind kind: String) -> SupplementaryRenderer? {
    renderers.supplementaryRenderer(ofKind: kind) {
      guard let provider = supplementaryProvider else { return nil }
      return SupplementaryRenderer(
        elementKind: kind,
        fit: { request in
          provider(kind, request.indexPath)?.preferredSize(fitting: request)
            ?? request.proposedSize
        },
        isHidden: { indexPath in provider(kind, indexPath)?.isHidden ?? true },
        draw: { [unowned self] canvas, rect, indexPath, state in
          dequeuing(in: state) { provider(kind, indexPath) }?.draw(on: &canvas, in: rect)
        }
      )
    }
  }
}
