/// The templates of a section whose groups take their size from their
/// content, and a record of which answers of the fitting callback led to
/// which of them, so a group whose content measures as an earlier one's did
/// costs its fitting calls and a lookup, not a solve.
///
/// Solving a group is deterministic given the answers the fitting callback
/// gives: the same answers, asked in the same order, lay out the same
/// template, the questions differing only in their index paths. So the
/// memo keeps a trie of questions (index paths relative to the group's
/// first item) branching on answers (as the solver rounds them), its leaves
/// the templates they led to. For each group it asks the trie's questions
/// in turn, exactly as the solver would, and follows the answers; where an
/// answer is new, the solver takes over with the answers given so far
/// (asking nothing twice) and the path it took is added.
///
/// A path is recorded only when every question of it was asked: the solver
/// skips those about items past the section's end, which a later group may
/// not. Custom groups are never replayed, their provider being free to
/// answer differently each time.
struct TemplateMemo {
  /// Every template solved, each group's being one of them.
  private(set) var templates: [GroupTemplate] = []
  /// The trie; the root is node 0.
  private var nodes: [Node] = [Node()]
  private let replays: Bool
  /// The raw answers of the replay in progress, kept between groups for
  /// their storage.
  private var answers: [Size] = []

  /// Past this many nodes, or this many answers to one question, new paths
  /// are no longer recorded: content of ever new sizes would otherwise fill
  /// the trie with paths nothing follows again.
  private static let nodeLimit = 1 << 12
  private static let branchLimit = 64

  /// A node: the question the solver asks next, with a child for each answer
  /// met so far, or, once it has asked everything, the template it laid out.
  private struct Node {
    /// The question, its index path relative to the group's first item.
    var question: SizeFittingRequest?
    var answers: [Answer] = []
    var children: [Int] = []
    var template: Int?
  }

  /// An answer as the solver uses it: rounded, and only on the axes the
  /// question left to the content, bit for bit.
  private struct Answer: Equatable {
    let width: UInt64
    let height: UInt64

    init(_ size: Size, to question: SizeFittingRequest) {
      width = question.widthIsEstimated ? size.width.bitPattern : 0
      height = question.heightIsEstimated ? size.height.bitPattern : 0
    }
  }

  /// - Parameter replays: whether groups may be replayed; false for a group
  ///   holding a custom group.
  init(replays: Bool) {
    self.replays = replays
  }

  /// The template, as a position in ``templates``, of the group whose first
  /// item is `firstItem`: replayed when the answers to its questions lead to
  /// one already solved, else laid out by `solve` on `solver`.
  /// - Complexity: O(q) for the q fitting calls of a replayed group.
  mutating func template(
    firstItem: Int,
    solver: inout GroupSolver,
    solve: (inout GroupSolver) -> GroupTemplate
  ) -> Int {
    answers.removeAll(keepingCapacity: true)
    var node = 0
    if replays, let fitting = solver.fitting {
      while let question = nodes[node].question {
        var asked = question
        asked.indexPath.item += firstItem
        guard asked.indexPath.item < solver.itemCount else { break }
        let answer = fitting(asked)
        answers.append(answer)
        let key = Answer(solver.settled(answer), to: question)
        guard let branch = nodes[node].answers.firstIndex(of: key) else { break }
        node = nodes[node].children[branch]
      }
      if let template = nodes[node].template {
        #if GALLERY_INTERNAL_CHECKS
          _checkReplay(of: template, firstItem: firstItem, solver: &solver, solve: solve)
        #endif
        return template
      }
    }
    let records =
      replays && nodes.count < Self.nodeLimit && nodes[node].answers.count < Self.branchLimit
    solver.beginGroup(answers: answers, recording: records)
    templates.append(solve(&solver))
    let transcript = solver.endGroup()
    if records, let transcript {
      record(transcript, from: node, answered: answers.count, firstItem: firstItem)
    }
    return templates.count - 1
  }

  /// Adds the path `transcript` took to the last template, from `node`, which
  /// the first `answered` of its questions led to.
  private mutating func record(
    _ transcript: [GroupSolver.Exchange],
    from node: Int,
    answered: Int,
    firstItem: Int
  ) {
    func relative(_ request: SizeFittingRequest) -> SizeFittingRequest {
      var request = request
      request.indexPath.item -= firstItem
      return request
    }
    var node = node
    // The replay stops either at the unexplored root or at a question whose
    // answer was new, which is the last of those it asked.
    var next = max(0, answered - 1)
    if nodes[node].question == nil, nodes[node].template == nil {
      guard next < transcript.count else {
        nodes[node].template = templates.count - 1
        return
      }
      nodes[node].question = relative(transcript[next].request)
    }
    while next < transcript.count {
      let exchange = transcript[next]
      nodes.append(Node())
      nodes[node].answers.append(Answer(exchange.answer, to: exchange.request))
      nodes[node].children.append(nodes.count - 1)
      node = nodes.count - 1
      next += 1
      if next < transcript.count {
        nodes[node].question = relative(transcript[next].request)
      }
    }
    nodes[node].template = templates.count - 1
  }
}

#if GALLERY_INTERNAL_CHECKS
  extension TemplateMemo {
    /// Checks a replay against the solver: given the answers the replay
    /// got, it asks the same questions (index paths and all) and lays out
    /// the same template.
    fileprivate func _checkReplay(
      of template: Int,
      firstItem: Int,
      solver: inout GroupSolver,
      solve: (inout GroupSolver) -> GroupTemplate
    ) {
      solver.beginGroup(answers: answers, recording: true)
      let solved = solve(&solver)
      guard let transcript = solver.endGroup() else {
        preconditionFailure("a replayed group of item \(firstItem) leaves a question unasked")
      }
      precondition(
        transcript.count == answers.count,
        "the solver asks \(transcript.count) questions about the group of item \(firstItem), the replay \(answers.count)"
      )
      var node = 0
      for (exchange, answer) in zip(transcript, answers) {
        guard let question = nodes[node].question else {
          preconditionFailure("the replay of item \(firstItem) ends early")
        }
        var asked = question
        asked.indexPath.item += firstItem
        precondition(
          exchange.request == asked,
          "the solver asks \(exchange.request), the replay \(asked)"
        )
        precondition(exchange.answer == solver.settled(answer), "answers differ for \(asked)")
        let key = Answer(exchange.answer, to: question)
        node = nodes[node].children[nodes[node].answers.firstIndex(of: key)!]
      }
      precondition(
        nodes[node].template == template,
        "the replay of item \(firstItem) ends elsewhere"
      )
      precondition(
        solved == templates[template],
        "the replay of item \(firstItem) differs from its solve"
      )
    }
  }
#endif
