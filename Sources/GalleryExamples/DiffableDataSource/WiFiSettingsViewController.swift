import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// Settings: Wi-Fi: an inset-grouped list whose sections come and go with
/// the Wi-Fi switch, and whose networks change at random every two seconds
/// while it is on. Every change is a new snapshot built from the controller's
/// state and applied with animation; rows are keyed by what they stand for,
/// so each network fades in and out on its own.
final class WiFiSettingsViewController: ExampleViewController {
  enum Section: Hashable, Sendable {
    case config
    case networks
  }

  enum Item: Hashable, Sendable {
    case wifiEnabled
    case currentNetwork
    case availableNetwork(WiFiController.Network)
  }

  /// The network the device is on, as the sample names it.
  static let currentNetworkName = "breeno-net"

  let wifiController: WiFiController
  /// When the next scan changes the networks; nil while Wi-Fi is off.
  private var nextScan: Double?
  /// The switch's knob on its way to the other end, as a UISwitch slides
  /// its own when flipped.
  private var knobSlide: ValueAnimation?
  private(set) var dataSource: CollectionViewDiffableDataSource<Section, Item>! = nil
  /// The time the screen is being drawn for, which the knob is drawn at.
  private var drawingTime = 0.0

  override init(context: ExampleContext) {
    wifiController = WiFiController(seed: context.seed)
    nextScan = context.clock.now + WiFiController.scanInterval
    super.init(context: context)
  }

  override func viewDidLoad() {
    navigationItem.title = "Wi-Fi"
    collectionView.collectionViewLayout = CompositionalLayout.list(
      using: ListConfiguration(appearance: .insetGrouped)
    )
    configureDataSource()
    updateUI(animated: false)
  }

  override func primaryActionTitle(at indexPath: IndexPath) -> String? {
    dataSource.itemIdentifier(for: indexPath) == .wifiEnabled ? "Wi-Fi on/off" : nil
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<CollectionViewListCell, Item> {
      [unowned self] cell, _, item in
      var content = cell.defaultContentConfiguration()
      switch item {
      case .wifiEnabled:
        content.text = "Wi-Fi"
        cell.accessories = [
          .toggle(
            isOn: wifiController.wifiEnabled,
            knobPosition: knobSlide?.value(at: drawingTime)
          )
        ]
      case .currentNetwork:
        content.text = Self.currentNetworkName
        cell.accessories = [.detail]
      case .availableNetwork(let network):
        content.text = network.name
        cell.accessories = [.detail]
      }
      cell.contentConfiguration = content
    }
    dataSource = CollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
      collectionView,
      indexPath,
      item in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration,
        for: indexPath,
        item: item
      )
    }
  }

  /// The snapshot for the controller's state: the switch, the current
  /// network while on, and the available networks sorted by name.
  func makeSnapshot() -> DiffableDataSourceSnapshot<Section, Item> {
    var snapshot = DiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.config])
    snapshot.appendItems(
      wifiController.wifiEnabled ? [.wifiEnabled, .currentNetwork] : [.wifiEnabled],
      toSection: .config
    )
    if wifiController.wifiEnabled {
      snapshot.appendSections([.networks])
      snapshot.appendItems(
        wifiController.availableNetworks.sorted { $0.name < $1.name }.map(Item.availableNetwork),
        toSection: .networks
      )
    }
    return snapshot
  }

  private func updateUI(animated: Bool) {
    dataSource.apply(makeSnapshot(), animatingDifferences: animated)
  }

  override func didSelectItem(at indexPath: IndexPath) {
    guard dataSource.itemIdentifier(for: indexPath) == .wifiEnabled else { return }
    wifiController.wifiEnabled.toggle()
    let on = wifiController.wifiEnabled ? 1.0 : 0.0
    knobSlide =
      view.traits.reducesMotion
      ? nil
      : ValueAnimation(
        from: knobSlide?.value(at: clock.now) ?? 1 - on,
        to: on,
        start: clock.now,
        duration: collectionView.transitionDuration,
        easing: .easeInOut
      )
    nextScan = wifiController.wifiEnabled ? clock.now + WiFiController.scanInterval : nil
    updateUI(animated: true)
  }

  override var isAnimating: Bool { super.isAnimating || knobSlide != nil }

  override func draw(into canvas: inout Canvas, now: Double) {
    drawingTime = now
    super.draw(into: &canvas, now: now)
  }

  override var nextTimerDeadline: Double? { nextScan }

  override func runTimers(until now: Double) {
    if let slide = knobSlide, slide.isFinished(at: now) { knobSlide = nil }
    while let deadline = nextScan, deadline <= now {
      wifiController.performRandomUpdate()
      updateUI(animated: true)
      let next = deadline + WiFiController.scanInterval
      // After a stall (a suspended process, a terminal too small to show
      // the list) scanning resumes rather than making up every scan missed.
      nextScan = next > now ? next : now + WiFiController.scanInterval
    }
  }
}

/// The sample's stand-in for a Wi-Fi scanner: the networks in range, which
/// change at random on every scan, from a generator seeded by `--seed`.
final class WiFiController {
  /// A network, identified by its name.
  struct Network: Hashable, Sendable {
    let name: String
  }

  static let scanInterval = 2.0

  static let allNetworks = [
    "AirSpace1", "Living Room", "Courage", "Nacho WiFi", "FBI Surveillance Van",
    "Peacock-Swagger", "GingerGymnist", "Second Floor", "Evergreen",
    "__hidden_in_plain__sight__", "MarketingDropBox", "HamiltonVille", "404NotFound",
    "SNAGVille", "Overland101", "TheRoomWiFi", "PrivateSpace",
  ].map(Network.init)

  var wifiEnabled = true
  /// In range now, in the order of ``allNetworks`` or of their return; kept
  /// in an array because a set's order differs from run to run.
  private(set) var availableNetworks = WiFiController.allNetworks
  private var random: SplitMix64

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// One scan, as the sample's: with chance 1/3 some networks drop out, with
  /// chance 1/3 some of the missing come back; an empty list fills up again.
  func performRandomUpdate() {
    guard !availableNetworks.isEmpty else {
      availableNetworks = Self.allNetworks
      return
    }
    var updated = availableNetworks
    if Int.random(in: 0..<3, using: &random) == 0 {
      for _ in 0..<Int.random(in: 0..<updated.count, using: &random) {
        updated.remove(at: Int.random(in: 0..<updated.count, using: &random))
      }
    }
    if Int.random(in: 0..<3, using: &random) == 0 {
      var missing = Self.allNetworks.filter { !updated.contains($0) }
      if !missing.isEmpty {
        for _ in 0..<Int.random(in: 0..<missing.count, using: &random) {
          updated.append(missing.remove(at: Int.random(in: 0..<missing.count, using: &random)))
        }
      }
    }
    availableNetworks = updated
  }
}
