import CollectionView

/// A setting: its caption, its switch, and what it is set to.
final class WiFiController: ViewController {
  let wifi = Switch()
  let state = Label()

  override func viewDidLoad() {
    wifi.isOn = true
    state.text = "Connected"
    wifi.addAction(
      Action { [unowned self] action in
        guard let wifi = action.sender as? Switch else { return }
        state.text = wifi.isOn ? "Connected" : "Off"
      },
      for: .valueChanged
    )
    let caption = Label()
    caption.text = "Wi-Fi"
    let row = StackView(arrangedSubviews: [caption, wifi, state])
    row.spacing = 1
    let column = StackView(arrangedSubviews: [row, View()])
    column.axis = .vertical
    column.alignment = .leading
    column.frame = view.bounds
    column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(column)
  }
}
