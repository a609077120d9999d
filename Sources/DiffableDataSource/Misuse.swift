/// Stops the program for a caller's mistake, the way UIKit raises an exception.
///
/// `fatalError` rather than `precondition`: release builds drop a precondition's
/// message, and the message naming the offending identifiers is the point.
@inlinable
func misuse(_ message: String, file: StaticString = #file, line: UInt = #line) -> Never {
  fatalError(message, file: file, line: line)
}

/// Names identifiers in a trap message: all of them up to a limit, so a mistake
/// with a hundred thousand items still prints a readable line.
@inlinable
func describeIdentifiers<C: Collection>(_ identifiers: C) -> String {
  let limit = 20
  var text = identifiers.prefix(limit).map { String(describing: $0) }.joined(separator: ", ")
  if identifiers.count > limit {
    text += ", … (\(identifiers.count - limit) more)"
  }
  return "[\(text)]"
}

/// The identifiers that occur more than once, in the order of their second occurrence.
@inlinable
func duplicates<C: Collection>(in identifiers: C) -> [C.Element] where C.Element: Hashable {
  var seen = Set<C.Element>(minimumCapacity: identifiers.count)
  var repeated: [C.Element] = []
  var reported = Set<C.Element>()
  for identifier in identifiers where !seen.insert(identifier).inserted {
    if reported.insert(identifier).inserted { repeated.append(identifier) }
  }
  return repeated
}
