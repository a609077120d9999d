import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// Conference App → News: news items in one column whose heights follow
/// their wrapped title and body at the current width (estimated heights,
/// measured through the fitting callback), separated by a line.
final class ConferenceNewsFeedViewController: ExampleViewController {
  enum Section: Sendable {
    case main
  }

  struct NewsFeedItem: Hashable, Sendable {
    let title: String
    let date: NewsDate
    let body: String
  }

  /// A calendar day, shown as the sample's `DateFormatter` with the
  /// `.short` date style shows it in US English: "3/14/19".
  struct NewsDate: Hashable, Sendable, CustomStringConvertible {
    let year: Int
    let month: Int
    let day: Int

    var description: String {
      let shortYear = year % 100
      return "\(month)/\(day)/" + (shortYear < 10 ? "0" : "") + String(shortYear)
    }
  }

  static let news = [
    NewsFeedItem(
      title: "Conference 2019 Registration Now Open",
      date: NewsDate(year: 2019, month: 3, day: 14),
      body: """
        Register by Wednesday, March 20, 2019 at 5:00PM PSD for your chance to join us and thousands \
        of coders, creators, and crazy ones at this year's Conference 19 in San Jose, June 3-7.
        """
    ),
    NewsFeedItem(
      title: "Apple Design Awards Submissions Open",
      date: NewsDate(year: 2019, month: 3, day: 14),
      body: """
        Do you have an awesome app that exemplifies the best in design, innovation, and technology? \
        Submit your app today for a chance to win an Apple Design Award.
        """
    ),
    NewsFeedItem(
      title: "Apple at NABShow",
      date: NewsDate(year: 2019, month: 4, day: 8),
      body: """
        Join us at NABShow to learn how to create great video experiences on Apple platforms.
        """
    ),
    NewsFeedItem(
      title: "Accessibility Apps Spotlight",
      date: NewsDate(year: 2019, month: 4, day: 10),
      body: """
        Learn how developers are making their apps available to everyone, and find out how you can \
        build accessibility into your own apps with the technologies that make them inclusive.
        """
    ),
    NewsFeedItem(
      title: "Subscriptions Are Better Than Ever",
      date: NewsDate(year: 2019, month: 4, day: 14),
      body: """
        New tools let you offer subscriptions at introductory prices and manage them across your \
        apps, with better analytics to see how they perform.
        """
    ),
  ]

  private(set) var dataSource: CollectionViewDiffableDataSource<Section, NewsFeedItem>! = nil

  override func viewDidLoad() {
    navigationItem.title = "Conference News Feed"
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
  }

  private func createLayout() -> CompositionalLayout {
    CompositionalLayout { _, _ in
      // 100pt estimated in the sample; the content decides.
      let estimatedHeight = 5.0
      let layoutSize = LayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .estimated(estimatedHeight)
      )
      let item = LayoutItem(layoutSize: layoutSize)
      let group = LayoutGroup.horizontal(layoutSize: layoutSize, subitem: item, count: 1)
      let section = LayoutSection(group: group)
      // 10pt in the sample: a row above and below, two columns at the sides.
      section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
      section.interGroupSpacing = 1
      return section
    }
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<ConferenceNewsFeedCell, NewsFeedItem> {
      cell,
      indexPath,
      newsItem in
      cell.titleLabel.text = newsItem.title
      cell.bodyLabel.text = newsItem.body
      cell.dateLabel.text = newsItem.date.description
      cell.showsSeparator = indexPath.item != Self.news.count - 1
    }
    dataSource = CollectionViewDiffableDataSource<Section, NewsFeedItem>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration,
        for: indexPath,
        item: item
      )
    }
    var snapshot = DiffableDataSourceSnapshot<Section, NewsFeedItem>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Self.news)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
