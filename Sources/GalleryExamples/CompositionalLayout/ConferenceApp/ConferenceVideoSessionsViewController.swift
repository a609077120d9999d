import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// Conference App → Videos: a sideways row of video cards per collection,
/// each titled; cards are 85% of the width, or 42.5% when the terminal is
/// wide enough for two and a peek of the third.
final class ConferenceVideoSessionsViewController: ExampleViewController<
  ConferenceVideoSessionsViewController.VideoCollection,
  ConferenceVideoSessionsViewController.Video
>
{
  static let titleElementKind = "header"

  struct Video: Hashable, Sendable {
    let title: String
    let category: String
  }

  struct VideoCollection: Hashable, Sendable {
    let title: String
    let videos: [Video]
  }

  static let collections = [
    VideoCollection(
      title: "The New iPad Pro",
      videos: [
        Video(title: "Bringing Your Apps to the New iPad Pro", category: "Tutorial"),
        Video(title: "Designing for iPad Pro and Apple Pencil", category: "Tutorial"),
      ]
    ),
    VideoCollection(
      title: "iPhone and Apple Watch",
      videos: [
        Video(
          title: "Building Apps for iPhone XS, iPhone XS Max, and iPhone XR",
          category: "Tutorial"
        ),
        Video(title: "Designing for Apple Watch Series 4", category: "Tutorial"),
        Video(title: "Developing Complications for Apple Watch Series 4", category: "Tutorial"),
        Video(title: "What's New in Core NFC", category: "Tutorial"),
      ]
    ),
    VideoCollection(
      title: "App Store Connect",
      videos: [
        Video(title: "App Store Connect Basics", category: "App Store Connect"),
        Video(title: "App Store Connect Users and Access", category: "App Store Connect"),
        Video(title: "Setting up App Store Connect", category: "App Store Connect"),
        Video(title: "Uploading Your Build", category: "App Store Connect"),
        Video(title: "Setting up In-App Purchases", category: "App Store Connect"),
      ]
    ),
    VideoCollection(
      title: "Apps on Your Wrist",
      videos: [
        Video(title: "What's new in watchOS", category: "Conference 2019"),
        Video(title: "Updating for Apple Watch Series 3", category: "Tutorial"),
        Video(title: "Planning a Great Apple Watch Experience", category: "Conference 2017"),
        Video(title: "News Ways to Work with Workouts", category: "Conference 2018"),
        Video(title: "Siri Shortcuts on the Siri Watch Face", category: "Conference 2018"),
        Video(title: "Creating Audio Apps for watchOS", category: "Conference 2019"),
        Video(title: "Designing Notifications", category: "Conference 2018"),
      ]
    ),
    VideoCollection(
      title: "Speaking with Siri",
      videos: [
        Video(title: "Introduction to Siri Shortcuts", category: "Conference 2018"),
        Video(title: "Building for Voice with Siri Shortcuts", category: "Conference 2018"),
        Video(title: "What's New in SiriKit", category: "Conference 2017"),
        Video(title: "Making Great SiriKit Experiences", category: "Conference 2017"),
        Video(
          title: "Increase Usage of You App With Proactive Suggestions",
          category: "Conference 2018"
        ),
      ]
    ),
  ]

  override func viewDidLoad() {
    collectionView.layout = createLayout()
    configureDataSource()
  }

  private func createLayout() -> CompositionalLayout {
    let sectionProvider = { (_: Int, layoutEnvironment: LayoutEnvironment) -> LayoutSection? in
      let itemSize = LayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalHeight(1.0)
      )
      let item = LayoutItem(layoutSize: itemSize)

      // With the room (500pt in the sample, 100 columns here), two cards and a peek of the third.
      let groupFractionalWidth =
        layoutEnvironment.container.effectiveContentSize.width > 100 ? 0.425 : 0.85
      // 250pt in the sample: an image, two lines of title and a category.
      let groupSize = LayoutSize(
        widthDimension: .fractionalWidth(groupFractionalWidth),
        heightDimension: .absolute(7)
      )
      let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

      let section = LayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      section.interGroupSpacing = 2
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)

      let titleSize = LayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .estimated(1)
      )
      let titleSupplementary = LayoutBoundarySupplementaryItem(
        layoutSize: titleSize,
        elementKind: ConferenceVideoSessionsViewController.titleElementKind,
        alignment: .top
      )
      section.boundarySupplementaryItems = [titleSupplementary]
      return section
    }

    var configuration = CompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 1
    return CompositionalLayout(sectionProvider: sectionProvider, configuration: configuration)
  }

  private func configureDataSource() {
    collectionView.cellRegistration = CellRegistration { canvas, rect, _, video, state in
      Self.drawCard(video, on: &canvas, in: rect, state: state)
    }
    collectionView.register(
      TitleSupplementaryView.registration(elementKind: Self.titleElementKind) { indexPath in
        Self.collections[indexPath.section].title
      }
    )
    var snapshot = DiffableDataSourceSnapshot<VideoCollection, Video>()
    for collection in Self.collections {
      snapshot.appendSections([collection])
      snapshot.appendItems(collection.videos)
    }
    collectionView.dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// A card: a placeholder image box, the title on up to two lines, and the
  /// category in grey below.
  private static func drawCard(
    _ video: Video,
    on canvas: inout Canvas,
    in rect: CellRect,
    state: CellState
  ) {
    let imageHeight = max(1, rect.height - 3)
    let image = CellRect(x: rect.x, y: rect.y, width: rect.width, height: imageHeight)
    canvas.fill(image, style: canvas.theme.cellFill)
    if NumberedCell.isBoxed(image) { NumberedCell.drawBorder(on: &canvas, in: image, state: state) }
    let play = canvas.repertoire == .unicode ? "▸" : ">"
    canvas.put(
      play,
      x: image.x,
      y: image.y + (image.height - 1) / 2,
      width: image.width,
      style: canvas.theme.cellFill,
      alignment: .center
    )
    let titleStyle = state.isFocused ? canvas.theme.focusBorder : Style(attributes: [.bold])
    canvas.putWrapped(
      video.title,
      in: CellRect(x: rect.x, y: image.maxY, width: rect.width, height: 2),
      style: titleStyle
    )
    canvas.put(
      video.category,
      x: rect.x,
      y: rect.maxY - 1,
      width: rect.width,
      style: Theme.secondaryText
    )
  }
}
