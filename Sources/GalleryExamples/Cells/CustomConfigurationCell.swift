import CollectionView

/// The sample's cell that builds its background and content from its
/// state in `updateConfiguration(using:)`.
final class CustomConfigurationCell: CollectionViewCell {
  var image: String?

  override func prepareForReuse() {
    super.prepareForReuse()
    image = nil
  }

  override func updateConfiguration(using state: CellState) {
    backgroundConfiguration = CustomBackgroundConfiguration.configuration(for: state)
    var content = CustomContentConfiguration().updated(for: state)
    content.image = image
    contentConfiguration = content
  }
}
