import CollectionView
import Testing

/// The widgets as a user meets them: each takes the keyboard in turn,
/// answers its keys and clicks with its event, and draws what it holds.
@Suite struct WidgetTests {
  /// A form of one of each widget, top to bottom, on a virtual clock.
  final class Form: ViewController {
    let power = Switch()
    let tabs = SegmentedControl(items: ["Text", "Details", "Raw"])
    let progress = ProgressView()
    let spinner = ActivityIndicatorView()
    var pressed = 0
    var changes: [String] = []
    lazy var save = Button(
      primaryAction: Action(title: "Save") { [unowned self] _ in pressed += 1 }
    )

    init(clock: VirtualClock) {
      super.init(title: "Widgets", clock: clock)
    }

    override func viewDidLoad() {
      power.addAction(
        Action { [unowned self] action in
          changes.append("power \((action.sender as? Switch)?.isOn == true)")
        },
        for: .valueChanged
      )
      tabs.selectedSegmentIndex = 0
      tabs.appearance = .tabs
      tabs.addAction(
        Action { [unowned self] _ in changes.append("tab \(tabs.selectedSegmentIndex)") },
        for: .valueChanged
      )
      // A view of no size below takes the rows the widgets leave.
      let column = StackView(arrangedSubviews: [power, tabs, progress, spinner, save, View()])
      column.axis = .vertical
      column.alignment = .leading
      column.frame = view.bounds
      column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(column)
    }
  }

  static func form() -> (Form, VirtualClock) {
    let clock = VirtualClock()
    let form = Form(clock: clock)
    form.layout(in: CellRect(x: 0, y: 0, width: 24, height: 6))
    return (form, clock)
  }

  /// The form drawn at the clock's time, a line a row.
  static func lines(_ form: Form, _ clock: VirtualClock, ascii: Bool = false) -> [String] {
    var canvas = Canvas(size: CellSize(width: 24, height: 6), repertoire: ascii ? .ascii : .unicode)
    form.update(now: clock.now)
    form.layout(in: CellRect(x: 0, y: 0, width: 24, height: 6))
    form.draw(into: &canvas, now: clock.now)
    return canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  @Test func tabMovesThroughTheControlsAndEachAnswersItsKeys() {
    let (form, clock) = Self.form()
    #expect(form.responders.count == 3)
    #expect(form.power.isFirstResponder)
    press(.character(" "), on: form)
    #expect(form.power.isOn && form.changes == ["power true"])
    press(.key(.tab), on: form)
    #expect(form.tabs.isFirstResponder)
    press(.key(.right), on: form)
    press(.key(.right), on: form)
    press(.key(.right), on: form)
    #expect(form.tabs.selectedSegmentIndex == 2)
    form.tabs.setEnabled(false, forSegmentAt: 1)
    press(.key(.left), on: form)
    #expect(form.tabs.selectedSegmentIndex == 0)
    #expect(form.changes == ["power true", "tab 1", "tab 2", "tab 0"])
    press(.key(.tab), on: form)
    #expect(form.save.isFirstResponder)
    press(.key(.enter), on: form)
    press(.character(" "), on: form)
    #expect(form.pressed == 2)
    form.save.isEnabled = false
    #expect(!form.save.isFirstResponder && form.responders.count == 2)
    clock.advance(by: 1)
  }

  @Test func clicksActOnWhatTheyLandOn() {
    let (form, _) = Self.form()
    let details = form.tabs.frame.x + 8
    #expect(press(.mouse(MouseEvent(.press(.left), x: details, y: form.tabs.frame.y)), on: form))
    #expect(form.tabs.selectedSegmentIndex == 1 && form.tabs.isFirstResponder)
    #expect(
      press(
        .mouse(MouseEvent(.press(.left), x: form.power.frame.x, y: form.power.frame.y)),
        on: form
      )
    )
    #expect(form.power.isOn && form.power.isFirstResponder)
    #expect(
      press(
        .mouse(MouseEvent(.press(.left), x: form.save.frame.x + 1, y: form.save.frame.y)),
        on: form
      )
    )
    #expect(form.pressed == 1 && form.save.isFirstResponder)
  }

  @Test func eachWidgetDrawsWhatItHolds() {
    let (form, clock) = Self.form()
    form.progress.progress = 0.5
    form.spinner.startAnimating()
    form.power.isOn = true
    let lines = Self.lines(form, clock)
    #expect(lines[0] == "━━◉")
    #expect(lines[1] == " Text │ Details │ Raw")
    #expect(lines[2] == "████████████────────────")
    #expect(lines[3] == "⠋")
    #expect(lines[4] == "[ Save ]")
    // 7.2 cells: a fraction of a cell to the nearest eighth; in ASCII,
    // whole cells of #.
    form.progress.progress = 0.3
    #expect(Self.lines(form, clock)[2] == "███████▎────────────────")
    #expect(Self.lines(form, clock, ascii: true)[2] == "#######-----------------")
    #expect(Self.lines(form, clock, ascii: true)[0] == "[x]")
    clock.advance(by: 0.25)
    #expect(Self.lines(form, clock)[3] == "⠹")
    // Stopped, the spinner hides and takes no room.
    form.spinner.stopAnimating()
    #expect(form.spinner.isHidden && Self.lines(form, clock)[3] == "[ Save ]")
  }

  /// Started before it is placed (as in `viewDidLoad`, before the view
  /// that holds it is on the screen's clock), a spinner turns on the clock
  /// of the screen it is placed on: the second step after 0.15 s of it,
  /// whatever another clock said when it started.
  @Test func aSpinnerStartedBeforeItIsPlacedTurnsOnItsScreensClock() {
    // Half a second apart from the clock a view has on its own, so that a
    // start taken from that one is told apart.
    let clock = VirtualClock(now: SystemClock.shared.now + 0.55)
    let screen = View(frame: CellRect(x: 0, y: 0, width: 4, height: 1))
    screen.clock = clock
    let spinner = ActivityIndicatorView(frame: CellRect(x: 0, y: 0, width: 1, height: 1))
    spinner.startAnimating()
    screen.addSubview(spinner)
    clock.advance(by: 0.15)
    var canvas = Canvas(width: 4, height: 1)
    spinner.draw(into: &canvas, now: clock.now)
    #expect(canvas[x: 0, y: 0].character == "⠙")
  }

  @Test func theKnobAndTheBarMoveOverTime() {
    let (form, clock) = Self.form()
    form.power.setOn(true, animated: true)
    #expect(form.power.isAnimating && form.isAnimating)
    clock.advance(by: Double(0.125))
    #expect(Self.lines(form, clock)[0] == "━◉━")
    clock.advance(by: 0.2)
    #expect(Self.lines(form, clock)[0] == "━━◉" && !form.power.isAnimating)
    form.progress.setProgress(1, animated: true)
    #expect(Self.lines(form, clock)[2] == "────────────────────────")
    clock.advance(by: 1)
    #expect(Self.lines(form, clock)[2] == String(repeating: "█", count: 24))
    // Past the ends, the progress stays in 0...1.
    form.progress.progress = 7
    #expect(form.progress.progress == 1)
  }

  @Test func segmentsCanBeAddedRemovedAndRetitled() {
    let control = SegmentedControl(items: ["A", "B"])
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "Z", at: 0, animated: false)
    #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == 2)
    control.removeSegment(at: 2, animated: false)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.setTitle("Zed", forSegmentAt: 0)
    #expect(control.titleForSegment(at: 0) == "Zed" && control.titleForSegment(at: 5) == nil)
    #expect(control.intrinsicContentSize == CellSize(width: 5 + 1 + 3, height: 1))
    control.selectedSegmentIndex = 9
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
  }
}
