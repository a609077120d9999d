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
///
/// The trie is kept in flat arrays of plain values, a node's answers a
/// linked list through them, and the question asked is one request updated
/// field by field: following the trie copies no reference-counted storage,
/// which had cost more than the rest of a replayed row.
struct TemplateMemo {
  /// Every template solved, each group's being one of them.
  private(set) var templates: [GroupTemplate] = []
  /// The number of items of each template, read per group without touching
  /// the template's arrays.
  private(set) var itemCounts: [Int] = []

  /// Per node, the question the solver asks next, or nil once it has asked
  /// everything or before the node is explored.
  private var questions: [Question?] = [nil]
  /// The element kinds questions ask about, by ``Question/kind``.
  private var kinds: [String] = []
  /// Per node, the template its path led to, or -1.
  private var templateOfNode: [Int32] = [-1]
  /// Per node, its first answer (an edge), or -1; per edge, the next answer
  /// to the same question, or -1.
  private var firstEdge: [Int32] = [-1]
  private var nextEdge: [Int32] = []
  private var edgeAnswers: [Answer] = []
  private var edgeChildren: [Int32] = []

  /// The question being asked, kept between questions (``Question/ask``),
  /// and the position in ``kinds`` of its element kind.
  private var asked = SizeFittingRequest(
    category: .cell,
    elementKind: nil,
    indexPath: IndexPath(item: 0, section: 0),
    proposedSize: .zero,
    widthIsEstimated: false,
    heightIsEstimated: false
  )
  private var askedKind: Int?
  /// The raw answers of the replay in progress: the first `answerCount`,
  /// the array kept between groups for its storage.
  private var answers: [Size] = []
  private var answerCount = 0

  /// Past this many nodes, or this many answers to one question, new paths
  /// are no longer recorded: content of ever new sizes would otherwise fill
  /// the trie with paths nothing follows again.
  private static let nodeLimit = 1 << 12
  private static let branchLimit = 64

  /// A question, as plain values: its index path relative to the group's
  /// first item, its element kind by position in ``kinds``.
  private struct Question {
    var category: ElementCategory
    var kind: Int?
    var item: Int
    var section: Int
    var proposedSize: Size
    var widthIsEstimated: Bool
    var heightIsEstimated: Bool

    /// Makes `request`, which asks about element kind `askedKind`, this
    /// question about the group whose first item is `firstItem`, field by
    /// field: building a request afresh costs more than the rest of a
    /// replayed row, and a kind is set only when it changes.
    @inline(__always)
    func ask(
      _ request: inout SizeFittingRequest,
      askedKind: inout Int?,
      firstItem: Int,
      kinds: [String]
    ) {
      request.category = category
      if kind != askedKind {
        request.elementKind = kind.map { kinds[$0] }
        askedKind = kind
      }
      request.indexPath = IndexPath(item: firstItem + item, section: section)
      request.proposedSize = proposedSize
      request.widthIsEstimated = widthIsEstimated
      request.heightIsEstimated = heightIsEstimated
    }
  }

  /// An answer as the solver uses it: rounded, and only on the axes the
  /// question left to the content, bit for bit.
  private struct Answer: Equatable {
    let width: UInt64
    let height: UInt64

    /// The answer `answer` to `question` once `solver` settles it.
    init(_ answer: Size, to question: Question, settledBy solver: GroupSolver) {
      width = question.widthIsEstimated ? solver.settled(answer.width).bitPattern : 0
      height = question.heightIsEstimated ? solver.settled(answer.height).bitPattern : 0
    }

    /// The answer the solver used in `exchange`, settled already.
    init(_ exchange: GroupSolver.Exchange) {
      width = exchange.request.widthIsEstimated ? exchange.answer.width.bitPattern : 0
      height = exchange.request.heightIsEstimated ? exchange.answer.height.bitPattern : 0
    }
  }

  private var nodeCount: Int { questions.count }

  /// The template, as a position in ``templates``, of the repetition of
  /// `group` whose first item is `firstItem`, allotted `allotted` out of
  /// the section's content size `container`: replayed
  /// through `fitting` when the answers to its questions lead to one
  /// already solved, else laid out by `solver`. Without `fitting` (for a
  /// group holding a custom group) every group is solved.
  ///
  /// The callback comes with every call, not once for all: a stored one
  /// would be retained and released around each call.
  /// - Complexity: O(q × a) for the q fitting calls of a replayed group and
  ///   the a answers met to each question (a few, or the group is solved).
  mutating func template(
    of group: LayoutGroup,
    allotted: Size,
    container: Size,
    firstItem: Int,
    replayingThrough fitting: SizeFitting?,
    solver: inout GroupSolver
  ) -> Int {
    answerCount = 0
    var node = 0
    var branches = 0
    // Unwrapped where called: binding the callback would retain it.
    if fitting != nil {
      replay: while let question = questions[node] {
        guard firstItem + question.item < solver.itemCount else { break }
        question.ask(&asked, askedKind: &askedKind, firstItem: firstItem, kinds: kinds)
        let answer = fitting!(asked)
        if answerCount < answers.count {
          answers[answerCount] = answer
        } else {
          answers.append(answer)
        }
        answerCount += 1
        let key = Answer(answer, to: question, settledBy: solver)
        branches = 0
        var edge = Int(firstEdge[node])
        while edge >= 0 {
          if edgeAnswers[edge] == key {
            node = Int(edgeChildren[edge])
            continue replay
          }
          branches += 1
          edge = Int(nextEdge[edge])
        }
        break
      }
      let template = Int(templateOfNode[node])
      if template >= 0 {
        #if GALLERY_INTERNAL_CHECKS
          _checkReplay(
            of: template,
            group: group,
            allotted: allotted,
            container: container,
            firstItem: firstItem,
            solver: &solver
          )
        #endif
        return template
      }
    }
    let records = fitting != nil && nodeCount < Self.nodeLimit && branches < Self.branchLimit
    solver.beginGroup(answers: Array(answers[..<answerCount]), recording: records)
    let template = solver.template(
      for: group,
      allotted: allotted,
      container: container,
      firstItem: firstItem
    )
    templates.append(template)
    itemCounts.append(template.leaves.count)
    if let transcript = solver.endGroup(), records {
      record(transcript, from: node, firstItem: firstItem)
    }
    return templates.count - 1
  }

  /// Adds `template`, solved elsewhere (a group's estimate, unmeasured),
  /// as a template groups can take; no answers lead to it. Returns its
  /// position in ``templates``.
  mutating func adopt(_ template: GroupTemplate) -> Int {
    templates.append(template)
    itemCounts.append(template.leaves.count)
    return templates.count - 1
  }

  /// Adds the path `transcript` took to the last template, from `node`,
  /// which the first `answerCount` answers led to.
  private mutating func record(
    _ transcript: [GroupSolver.Exchange],
    from node: Int,
    firstItem: Int
  ) {
    func relative(_ request: SizeFittingRequest) -> Question {
      Question(
        category: request.category,
        kind: request.elementKind.map { kind in
          if let known = kinds.firstIndex(of: kind) { return known }
          kinds.append(kind)
          return kinds.count - 1
        },
        item: request.indexPath.item - firstItem,
        section: request.indexPath.section,
        proposedSize: request.proposedSize,
        widthIsEstimated: request.widthIsEstimated,
        heightIsEstimated: request.heightIsEstimated
      )
    }
    var node = node
    // The replay stops either at the unexplored root or at a question whose
    // answer was new, which is the last of those it asked.
    var next = max(0, answerCount - 1)
    if questions[node] == nil {
      guard next < transcript.count else {
        templateOfNode[node] = Int32(templates.count - 1)
        return
      }
      questions[node] = relative(transcript[next].request)
    }
    while next < transcript.count {
      let exchange = transcript[next]
      let child = nodeCount
      questions.append(nil)
      templateOfNode.append(-1)
      firstEdge.append(-1)
      edgeAnswers.append(Answer(exchange))
      edgeChildren.append(Int32(child))
      nextEdge.append(firstEdge[node])
      firstEdge[node] = Int32(edgeAnswers.count - 1)
      node = child
      next += 1
      if next < transcript.count {
        questions[node] = relative(transcript[next].request)
      }
    }
    templateOfNode[node] = Int32(templates.count - 1)
  }
}

#if GALLERY_INTERNAL_CHECKS
  extension TemplateMemo {
    /// Checks a replay against the solver: given the answers the replay
    /// got, it asks the same questions (index paths and all) and lays out
    /// the same template.
    fileprivate func _checkReplay(
      of template: Int,
      group: LayoutGroup,
      allotted: Size,
      container: Size,
      firstItem: Int,
      solver: inout GroupSolver
    ) {
      let given = answers[..<answerCount]
      solver.beginGroup(answers: Array(given), recording: true)
      let solved = solver.template(
        for: group,
        allotted: allotted,
        container: container,
        firstItem: firstItem
      )
      guard let transcript = solver.endGroup() else {
        preconditionFailure("a replayed group of item \(firstItem) leaves a question unasked")
      }
      precondition(
        transcript.count == given.count,
        "the solver asks \(transcript.count) questions about the group of item \(firstItem), the replay \(given.count)"
      )
      var node = 0
      for (exchange, answer) in zip(transcript, given) {
        guard let question = questions[node] else {
          preconditionFailure("the replay of item \(firstItem) ends early")
        }
        var asked = self.asked
        var askedKind = self.askedKind
        question.ask(&asked, askedKind: &askedKind, firstItem: firstItem, kinds: kinds)
        precondition(
          exchange.request == asked,
          "the solver asks \(exchange.request), the replay \(asked)"
        )
        precondition(exchange.answer == solver.settled(answer), "answers differ for \(asked)")
        let key = Answer(exchange)
        var edge = Int(firstEdge[node])
        while edge >= 0 && edgeAnswers[edge] != key { edge = Int(nextEdge[edge]) }
        precondition(edge >= 0, "the replay of item \(firstItem) took no recorded answer")
        node = Int(edgeChildren[edge])
      }
      precondition(
        Int(templateOfNode[node]) == template,
        "the replay of item \(firstItem) ends elsewhere"
      )
      precondition(
        solved == templates[template],
        "the replay of item \(firstItem) differs from its solve"
      )
    }
  }
#endif
