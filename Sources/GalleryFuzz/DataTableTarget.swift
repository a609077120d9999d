import GalleryExamples

/// The data tables: any bytes either read as records or are refused with
/// the line at fault, as the example's error screen would show it.
enum DataTableTarget {
  static func run(_ bytes: [UInt8], table: DataTable) {
    let resources = Resources(files: [table.rawValue: bytes])
    do {
      let count = try table.read(from: resources)
      require(count > 0, "\(table.rawValue) read with no records")
    } catch {
      require("\(error)".hasPrefix(table.rawValue), "an error not naming the file: \(error)")
    }
  }
}
