import CollectionView

/// The sample's cell that builds its content from its state in
/// `updateConfiguration(using:)`.
final class CustomConfigurationCell: CollectionViewCell {
  var image: String?

  override func prepareForReuse() {
    super.prepareForReuse()
    image = nil
  }

  override func updateConfiguration(using state: CellState) {
    var content = CustomContentConfiguration().updated(for: state)
    content.image = image
    contentConfiguration = content
  }
}
