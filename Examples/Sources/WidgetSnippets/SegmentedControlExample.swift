import CollectionView

/// A forecast by day, chosen in a row of tabs; next week's is not known
/// yet, so its tab is disabled.
final class ForecastController: ViewController {
  let days = SegmentedControl(items: ["Today", "Tomorrow", "Next week"])
  let forecast = Label()
  let forecasts = ["Today": "Sunny, 21°", "Tomorrow": "Rain, 14°"]

  override func viewDidLoad() {
    days.appearance = .tabs
    days.selectedSegmentIndex = 0
    days.setEnabled(false, forSegmentAt: 2)
    days.addAction(Action { [unowned self] _ in showForecast() }, for: .valueChanged)
    let column = StackView(arrangedSubviews: [days, forecast, View()])
    column.axis = .vertical
    column.spacing = 1
    column.alignment = .leading
    column.frame = view.bounds
    column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(column)
    showForecast()
  }

  private func showForecast() {
    let day = days.titleForSegment(at: days.selectedSegmentIndex) ?? ""
    forecast.text = forecasts[day]
  }
}
