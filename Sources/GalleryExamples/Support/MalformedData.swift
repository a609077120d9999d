/// Something wrong with a data file, with where: `path:line: problem`, as
/// compilers report, so the error screen points at the line to fix.
struct MalformedData: Error, CustomStringConvertible {
  /// The file's path, or its name for the built-in copy.
  let path: String
  /// The line, from 1; nil for the file as a whole.
  let line: Int?
  let problem: String

  var description: String {
    line.map { "\(path):\($0): \(problem)" } ?? "\(path): \(problem)"
  }
}
