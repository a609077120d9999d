/// A table of tab-separated text, the form the sample's data tables are kept
/// in: a header line naming the columns, then a row a line.
///
/// Fields are taken as they are, spaces included: the sample's data has
/// names such as " Watch", and the gallery shows what the sample shows.
enum TabSeparatedTable {
  /// One row: the line it came from and its fields, in column order.
  struct Row {
    /// The table's path, or its name for the built-in copy.
    let path: String
    let line: Int
    let fields: [String]

    /// An error about this row, for a field its reader cannot use.
    func malformed(_ problem: String) -> MalformedData {
      MalformedData(path: path, line: line, problem: problem)
    }
  }

  /// The rows of `name` in `resources`, whose header must be `columns`.
  static func load(
    _ name: String,
    columns: [String],
    from resources: Resources
  ) throws -> [Row] {
    let (bytes, origin) = try resources.contents(of: name)
    return try parse(bytes, columns: columns, path: origin)
  }

  /// The rows of a table's bytes. Blank lines are skipped; a header other
  /// than `columns`, a row with another number of fields or an empty field,
  /// and text that is not UTF-8 are errors naming their line.
  static func parse(_ bytes: [UInt8], columns: [String], path: String) throws -> [Row] {
    var rows: [Row] = []
    var sawHeader = false
    for (number, line) in try DataFileLines.of(bytes, path: path) {
      func malformed(_ problem: String) -> MalformedData {
        MalformedData(path: path, line: number, problem: problem)
      }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard sawHeader else {
        guard fields == columns else {
          throw malformed(
            "expected the header '\(columns.joined(separator: ", "))' (tab-separated), "
              + "found '\(MalformedData.excerpt(fields.joined(separator: ", ")))'"
          )
        }
        sawHeader = true
        continue
      }
      guard fields.count == columns.count else {
        throw malformed("expected \(columns.count) tab-separated fields, found \(fields.count)")
      }
      if let empty = fields.firstIndex(where: \.isEmpty) {
        throw malformed("the \(columns[empty]) is empty")
      }
      rows.append(Row(path: path, line: number, fields: fields))
    }
    guard !rows.isEmpty else {
      throw MalformedData(path: path, line: nil, problem: "holds no rows")
    }
    return rows
  }
}
