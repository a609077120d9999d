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

  /// Calls `body` with each row of `name` in `resources`, whose header must
  /// be `columns`, telling `progress` how far it has got (see
  /// ``forEachRow(in:columns:progress:_:)``).
  static func forEachRow(
    of name: String,
    columns: [String],
    from resources: Resources,
    progress: ReadProgress? = nil,
    _ body: (Row) throws -> Void
  ) throws {
    try forEachRow(in: resources.file(named: name), columns: columns, progress: progress, body)
  }

  /// The rows of a table's bytes (see ``forEachRow(in:columns:progress:_:)``).
  static func parse(_ bytes: [UInt8], columns: [String], path: String) throws -> [Row] {
    var rows: [Row] = []
    try forEachRow(in: DataFile(bytes: bytes, origin: path), columns: columns) { rows.append($0) }
    return rows
  }

  /// Calls `body` with each row of `file` in order, as it is read: a reader
  /// keeps what it makes of a row, not the row. Blank lines are skipped; a
  /// header other than `columns`, a row with another number of fields or
  /// an empty field, and text that is not UTF-8 are errors naming their
  /// line, raised as soon as the line is read.
  static func forEachRow(
    in file: DataFile,
    columns: [String],
    progress: ReadProgress? = nil,
    _ body: (Row) throws -> Void
  ) throws {
    let path = file.origin
    var sawHeader = false
    var rowCount = 0
    try DataFileLines.forEach(in: file, progress: progress) { number, line in
      func malformed(_ problem: String) -> MalformedData {
        MalformedData(path: path, line: number, problem: problem)
      }
      let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
      guard sawHeader else {
        guard fields == columns else {
          throw malformed(
            "expected the header '\(columns.joined(separator: ", "))' (tab-separated), "
              + "found '\(MalformedData.excerpt(fields.joined(separator: ", ")))'"
          )
        }
        sawHeader = true
        return
      }
      guard fields.count == columns.count else {
        throw malformed("expected \(columns.count) tab-separated fields, found \(fields.count)")
      }
      if let empty = fields.firstIndex(where: \.isEmpty) {
        throw malformed("the \(columns[empty]) is empty")
      }
      rowCount += 1
      try body(Row(path: path, line: number, fields: fields))
    }
    guard rowCount > 0 else {
      throw MalformedData(path: path, line: nil, problem: "holds no rows")
    }
  }
}
