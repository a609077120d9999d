#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the preview pane shows of an item, on each of its tabs: the text
/// of a file (its start) or the items of a folder; or the item's details.
enum FilePreview {
  /// How much of a file the text tab shows: enough to read, little enough
  /// to read at every move of the focus.
  static let textLimit = 16 * 1024

  /// A file's text, as far as ``textLimit``; what a folder holds; or why
  /// there is no text to show (a binary file, one that cannot be read).
  static func text(of id: FileTree.ID, in tree: inout FileTree) -> String {
    let item = tree[id]
    switch item.kind {
    case .folder: return listing(of: id, in: &tree)
    case .file: break
    // Neither is read: a link is never followed, and opening a pipe or a
    // terminal would wait for what may never come.
    case .symbolicLink: return "\(item.name) is a symbolic link: see its details."
    case .other: return "\(item.name) is a special file: no text to show."
    }
    let bytes: [UInt8]
    do {
      bytes = try tree.fileSystem.prefixOfFile(atPath: item.path, maxLength: textLimit + 1)
    } catch {
      return "Cannot read \(item.name): \(error.reason)."
    }
    if bytes.isEmpty { return "\(item.name) is empty." }
    let isCut = bytes.count > textLimit
    guard let text = decodedText(bytes.prefix(textLimit), isCut: isCut) else {
      return "\(item.name) is binary: no text to show."
    }
    let shown = expandingTabs(text.replacing("\r\n", with: "\n"))
    return isCut ? shown + "\n\n[The first \(textLimit / 1024) KB of the file.]" : shown
  }

  /// The item's name, kind, size, modification time, permissions and path,
  /// a line each, the values in a column.
  static func details(of id: FileTree.ID, in tree: FileTree) -> String {
    let item = tree[id]
    var lines = [("Name", item.name)]
    do {
      let attributes = try tree.fileSystem.attributesOfItem(atPath: item.path)
      let octal = String(attributes.permissions, radix: 8)
      lines += [
        ("Kind", attributes.kind.name),
        ("Size", "\(grouped(attributes.size)) bytes"),
        ("Modified", dateText(attributes.modificationTime)),
        (
          "Permissions",
          attributes.symbolicPermissions + " ("
            + String(repeating: "0", count: max(0, 3 - octal.count)) + octal + ")"
        ),
      ]
    } catch {
      lines.append(("Kind", "\(item.kind.name), \(error.reason.lowercased())"))
    }
    if let children = tree.readChildren(of: id) {
      lines.append(("Items", grouped(children.count)))
    }
    lines.append(("Path", item.path))
    let width = lines.map(\.0.count).max()! + 2
    return lines.map { name, value in
      name + String(repeating: " ", count: width - name.count) + value
    }.joined(separator: "\n")
  }

  /// A folder's items, a name a line, folders marked with `/`.
  private static func listing(of folder: FileTree.ID, in tree: inout FileTree) -> String {
    let children = tree.children(of: folder)
    let name = tree[folder].name
    if let failure = tree.failures[folder] { return "Cannot read \(name): \(failure.reason)." }
    guard !children.isEmpty else { return "\(name) is empty." }
    let names = children.map { tree[$0].kind == .folder ? tree[$0].name + "/" : tree[$0].name }
    let count = children.count == 1 ? "1 item" : "\(grouped(children.count)) items"
    return "\(count) in \(name):\n\n" + names.joined(separator: "\n")
  }

  /// `bytes` as UTF-8 text; nil where they hold a NUL or are not UTF-8,
  /// as a binary file's do. A cut may split a character: up to three
  /// bytes at the end of a cut are let go.
  private static func decodedText(_ bytes: ArraySlice<UInt8>, isCut: Bool) -> String? {
    guard !bytes.contains(0) else { return nil }
    for trimmed in 0...(isCut ? 3 : 0) {
      if let text = String(validating: bytes.dropLast(trimmed), as: UTF8.self) { return text }
    }
    return nil
  }

  /// Tabs as spaces to the next stop of four columns, as an editor shows
  /// them: the text view draws characters, not tab stops.
  private static func expandingTabs(_ text: String) -> String {
    guard text.contains("\t") else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var expanded = ""
      var column = 0
      for character in line {
        if character == "\t" {
          let stop = (column / 4 + 1) * 4
          expanded += String(repeating: " ", count: stop - column)
          column = stop
        } else {
          expanded.append(character)
          column += 1
        }
      }
      return expanded
    }.joined(separator: "\n")
  }

  /// `value` with a comma between each group of three digits.
  static func grouped(_ value: some BinaryInteger) -> String {
    let digits = String(value.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (value < 0 ? "-" : "") + grouped
  }

  /// `seconds` since 1970 as a date and time in UTC: the same on every
  /// machine, whatever its time zone.
  private static func dateText(_ seconds: Int64) -> String {
    var time = time_t(seconds)
    var parts = tm()
    gmtime_r(&time, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)) UTC"
  }
}
