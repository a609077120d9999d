import CollectionView
import Testing

/// Cells written as the sample writes its own: labels in the content view,
/// a layer's border, background colours, fonts, text properties, a
/// background configuration, and a custom configuration state that a
/// configuration reads through `updated(for:)`.
@Suite struct UIKitCellShapeTests {
  /// The sample's TextCell: a label in the content view, centred, a
  /// bordered layer.
  final class TextCell: CollectionViewCell {
    let label = Label()
    required init() {
      super.init()
      label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      label.adjustsFontForContentSizeCategory = true
      contentView.addSubview(label)
      label.font = Font.preferredFont(forTextStyle: .caption1)
    }
  }

  enum Section { case main }

  static func draw(_ view: CollectionView, width: Int, height: Int) -> Canvas {
    var canvas = Canvas(size: CellSize(width: width, height: height))
    view.frame = canvas.bounds
    view.draw(into: &canvas, now: 0)
    return canvas
  }

  @Test func labelsBordersAndBackgroundsDrawInTheCell() {
    let view = CollectionView(
      frame: .zero,
      collectionViewLayout: .list(using: ListConfiguration(appearance: .plain)),
      clock: VirtualClock()
    )
    view.collectionViewLayout = {
      let item = LayoutItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3))
      )
      let group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(3)),
        subitems: [item]
      )
      return CompositionalLayout(section: LayoutSection(group: group))
    }()
    let registration = CellRegistration<TextCell, Int> { cell, _, identifier in
      cell.label.text = "\(identifier)"
      cell.label.textAlignment = .center
      cell.contentView.backgroundColor = .cornflowerBlue
      cell.layer.borderColor = Color.black.cgColor
      cell.layer.borderWidth = 1
      cell.layer.cornerRadius = 8
    }
    let dataSource = CollectionViewDiffableDataSource<Section, Int>(collectionView: view) {
      (collectionView: CollectionView, indexPath: IndexPath, identifier: Int) -> CollectionViewCell?
      in
      collectionView.dequeueConfiguredReusableCell(
        using: registration,
        for: indexPath,
        item: identifier
      )
    }
    var snapshot = DiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems([7])
    dataSource.apply(snapshot, animatingDifferences: false)
    let canvas = Self.draw(view, width: 12, height: 4)
    let lines = canvas.plainText().split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("╭────────╮"))
    #expect(lines[1].hasPrefix("│   7    │") || lines[1].hasPrefix("│    7   │"))
    #expect(lines[2].hasPrefix("╰────────╯"))
    let seven = canvas.row(1).first { $0.character == "7" }!
    #expect(seven.style.background == .cornflowerBlue)
    #expect(seven.style.attributes.contains(.dim))
  }

  /// The sample's custom configuration: a state of the cell's own, under
  /// a custom key, which the configuration reads as it is updated.
  struct BadgeConfiguration: ContentConfiguration {
    var text = ""
    var isStarred = false

    func updated(for state: CellState) -> BadgeConfiguration {
      var updated = self
      updated.isStarred = (state[.starred] as? Bool) ?? false
      if state.isHighlighted { updated.text = updated.text.uppercased() }
      return updated
    }

    func draw(on canvas: inout Canvas, in rect: CellRect, state: CellState) {
      canvas.put((isStarred ? "★ " : "  ") + text, x: rect.x, y: rect.y, width: rect.width)
    }
  }

  final class StarCell: CollectionViewCell {
    var starred = false
    override var configurationState: CellState {
      var state = super.configurationState
      state[.starred] = starred
      return state
    }
  }

  @Test func customStatesReachTheConfiguration() {
    let view = CollectionView(
      frame: .zero,
      collectionViewLayout: .list(using: ListConfiguration(appearance: .plain)),
      clock: VirtualClock()
    )
    let registration = CellRegistration<StarCell, String> { cell, _, name in
      cell.starred = name == "b"
      cell.contentConfiguration = BadgeConfiguration(text: name)
      cell.backgroundConfiguration = .listPlainCell()
    }
    let dataSource = CollectionViewDiffableDataSource<Section, String>(collectionView: view) {
      $0.dequeueConfiguredReusableCell(using: registration, for: $1, item: $2)
    }
    var snapshot = DiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(["a", "b"])
    dataSource.apply(snapshot, animatingDifferences: false)
    view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    let lines = Self.draw(view, width: 10, height: 4).plainText().split(separator: "\n")
      .map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
    // Focus (the highlight) is on the first row; the second is starred.
    #expect(lines.contains("A"))
    #expect(lines.contains("★ b"))
  }

  @Test func textPropertiesSetTheRowsText() {
    var content = ListContentConfiguration.cell()
    content.text = "Title"
    content.textProperties.font = .preferredFont(forTextStyle: .headline)
    content.textProperties.color = .systemBlue
    var canvas = Canvas(size: CellSize(width: 12, height: 1))
    let bounds = canvas.bounds
    content.draw(on: &canvas, in: bounds, state: CellState())
    let title = canvas.row(0).first { $0.character == "T" }!
    #expect(title.style.attributes.contains(.bold))
    #expect(title.style.foreground == .systemBlue)
  }
}

extension ConfigurationStateCustomKey {
  static let starred = ConfigurationStateCustomKey("test.starred")
}

extension Color {
  /// The sample's own colour, as it defines it.
  static let cornflowerBlue = Color(
    displayP3Red: 100.0 / 255.0,
    green: 149.0 / 255.0,
    blue: 237.0 / 255.0
  )
}

/// UIKit's older cell API and its images, as the sample's first list and
/// its custom cells use them.
@Suite struct UIKitReuseAndImageTests {
  final class NumberCell: CollectionViewCell {
    let label = Label()
    required init() {
      super.init()
      label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      contentView.addSubview(label)
    }
  }

  @Test func cellsRegisteredByReuseIdentifierAreDequeuedAndDrawn() {
    let view = CollectionView(
      frame: CellRect(x: 0, y: 0, width: 10, height: 3),
      collectionViewLayout: .list(using: ListConfiguration(appearance: .plain)),
      clock: VirtualClock()
    )
    view.register(NumberCell.self, forCellWithReuseIdentifier: "number")
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
      collectionView,
      indexPath,
      identifier in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
      (cell as? NumberCell)?.label.text = "n\(identifier)"
      return cell
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([4, 5])
    dataSource.apply(snapshot, animatingDifferences: false)
    var canvas = Canvas(size: CellSize(width: 10, height: 3))
    view.draw(into: &canvas, now: 0)
    let text = canvas.plainText()
    #expect(text.contains("n4") && text.contains("n5"))
  }

  @Test func systemNamesBecomeGlyphsAndListRowsShowThem() {
    #expect(Image(systemName: "car")?.glyph == "🚗")
    #expect(Image(systemName: "no.such.symbol") == nil)
    var content = ListContentConfiguration.cell()
    content.image = Image(systemName: "star.fill")
    content.text = "Star"
    var canvas = Canvas(size: CellSize(width: 10, height: 1))
    let bounds = canvas.bounds
    content.draw(on: &canvas, in: bounds, state: CellState())
    #expect(canvas.plainText().hasPrefix(" ★  Star"))
    #expect(View().frame == .zero)
  }
}

/// A view of the app's own as a row's accessory, as the sample's emoji
/// explorer puts an image view at a row's end.
@Suite struct CustomViewAccessoryTests {
  @Test func aCustomViewIsDrawnInTheColumnsItReserves() {
    var content = ListContentConfiguration.cell()
    content.text = "Weather"
    content.accessories = [
      .customView(
        configuration: .init(
          customView: ImageView(image: Image(systemName: "star.fill")),
          placement: .trailing()
        )
      ),
      .customView(
        configuration: .init(
          customView: ImageView(image: "!"),
          placement: .leading(displayed: .whenEditing),
          reservedLayoutWidth: 3
        )
      ),
    ]
    var canvas = Canvas(size: CellSize(width: 16, height: 1))
    let bounds = canvas.bounds
    content.draw(on: &canvas, in: bounds, state: CellState())
    // A configuration keeps the columns of an accessory its state hides
    // (a list cell resolves them away first); the view shows only while
    // editing.
    #expect(canvas.plainText() == "     Weather  ★\n")
    var editing = Canvas(size: CellSize(width: 16, height: 1))
    content.draw(on: &editing, in: bounds, state: CellState(isEditing: true))
    #expect(editing.plainText() == "  !  Weather  ★\n")
  }
}
