import CompositionalLayout

extension CollectionView {
  /// How to configure the supplementary views of one element kind: UIKit's
  /// `UICollectionView.SupplementaryRegistration`. A data source's
  /// supplementary view provider hands it to
  /// ``CollectionView/dequeueConfiguredReusableSupplementary(using:for:)``.
  ///
  /// ```swift
  /// let headerRegistration = SupplementaryRegistration<TitleSupplementaryView>(
  ///   elementKind: "section-header"
  /// ) { supplementaryView, elementKind, indexPath in
  ///   supplementaryView.label.text = "Section \(indexPath.section)"
  /// }
  /// ```
  public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
    public typealias Handler = (Supplementary, String, IndexPath) -> Void

    public let elementKind: String
    let handler: Handler
    /// The one view the registration configures for every element it draws.
    let view = Supplementary()

    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }
}

/// ``CollectionView/SupplementaryRegistration``, by its short name.
public typealias SupplementaryRegistration<Supplementary: CollectionReusableView> = CollectionView
  .SupplementaryRegistration<Supplementary>
