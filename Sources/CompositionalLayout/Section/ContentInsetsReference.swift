/// The line a section's content insets are measured from across the
/// scrolling axis, as UIKit's `UIContentInsetsReference`.
///
/// Only the two sides across the scrolling axis have a reference (leading
/// and trailing in a vertical layout): along it, a section's insets are
/// measured from where the section starts and ends.
public enum ContentInsetsReference: Hashable, Sendable, CaseIterable {
  /// The layout's choice: the safe area, as UIKit picks for a section.
  case automatic
  /// The container's edges: insets of 0 touch them.
  case none
  /// The safe area (``LayoutGuides/safeAreaInsets``).
  case safeArea
  /// The layout margins (``LayoutGuides/layoutMargins``).
  case layoutMargins
  /// The readable content guide: the layout margins, or wider where the
  /// container is wider than ``LayoutGuides/readableContentWidth``, so text
  /// lines stay a readable length.
  case readableContent
}
