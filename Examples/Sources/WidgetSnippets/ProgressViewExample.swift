import CollectionView

/// A copy's progress: a spinner while its size is being worked out, then
/// a bar of how much of it is copied.
final class CopyController: ViewController {
  let spinner = ActivityIndicatorView()
  let bar = ProgressView()

  override func viewDidLoad() {
    spinner.startAnimating()
    let row = StackView(arrangedSubviews: [spinner, bar])
    row.spacing = 1
    let column = StackView(arrangedSubviews: [row, View()])
    column.axis = .vertical
    column.frame = view.bounds
    column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(column)
  }

  /// `copied` bytes of `total`, or of a size not known yet.
  func show(copied: Int, of total: Int?) {
    guard let total, total > 0 else {
      spinner.startAnimating()
      return
    }
    spinner.stopAnimating()
    bar.setProgress(Float(copied) / Float(total), animated: true)
  }
}
