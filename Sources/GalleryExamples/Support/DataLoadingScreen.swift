import CollectionView

/// An example whose data file is being read on another thread: it shows
/// the progress (``DataProgressViewController``) until the file is read,
/// then is the example, or the ``DataErrorScreen`` saying why it cannot
/// open. Closed before that (Esc, another screen over it), it cancels the
/// reading.
final class DataLoadingScreen: ScreenProxy {
  private let reading: DataTableReading
  private let progress: DataProgressViewController
  /// Makes the example once its data is read; nil once made.
  private var make: ((DataTable.Records) -> Screen)?
  private var made: Screen?
  /// The stack it is on, handed on to the example when it is made.
  private weak var navigationController: NavigationController?

  /// Reads `table` for the example of `context`, which `make` makes from
  /// the records.
  init(
    reading table: DataTable,
    context: ExampleContext,
    make: @escaping (DataTable.Records) -> Screen
  ) {
    reading = DataTableReading(table, from: context.session.resources)
    progress = DataProgressViewController(reading: reading, context: context)
    self.make = make
  }

  var screen: Screen { made ?? progress }

  /// Whether the data has been read and the example made.
  var isLoaded: Bool { made != nil }

  /// The records or the error, once the reading's end has been seen.
  private var outcome: Result<DataTable.Records, any Error>?

  /// The reading's end is a timer due at once: the app wakes for it, and
  /// gathers the keys again after the update that makes the example (an
  /// end seen only in that update would leave the progress screen's keys
  /// in the footer). So an end counts once seen here, before the update.
  var nextTimerDeadline: Double? {
    guard make != nil else { return screen.nextTimerDeadline }
    if outcome == nil { outcome = reading.outcome }
    return outcome == nil ? progress.nextTimerDeadline : -.infinity
  }

  func update(now: Double) {
    finishIfRead()
    screen.update(now: now)
  }

  func didMove(to navigationController: NavigationController) {
    self.navigationController = navigationController
    screen.didMove(to: navigationController)
  }

  /// Makes the example once the reading has ended, on this thread: the
  /// screens are the run loop's alone.
  private func finishIfRead() {
    guard let make, let outcome else { return }
    self.make = nil
    self.outcome = nil
    let example: Screen
    switch outcome {
    case .success(let records): example = make(records)
    case .failure(let error):
      example = DataErrorScreen(
        title: progress.title,
        error: error,
        catalogueID: progress.catalogueID
      )
    }
    made = example
    // The run loop lays it out after this update, before it is drawn.
    if let navigationController { example.didMove(to: navigationController) }
  }
}

extension ExampleContext {
  /// The screen `make` builds from the session's `table`: at once when the
  /// table has been read, is built in (read in moments) or the session
  /// reads at once, else a ``DataLoadingScreen`` that reads it on another
  /// thread and then makes the screen. A file that cannot be read makes a
  /// ``DataErrorScreen`` either way. Keys typed before the first frame
  /// reach a screen made at once; on the progress screen they do what it
  /// does.
  func screen(reading table: DataTable, _ make: @escaping () throws -> Screen) -> Screen {
    guard session.readsDataInBackground, !session.hasRead(table),
      session.resources.isInFolder(table.rawValue)
    else { return screen(make) }
    return DataLoadingScreen(reading: table, context: self) { [self] records in
      session.adopt(records)
      return screen(make)
    }
  }
}
