/// What `stat` tells of an item, for the details tab.
public struct FileAttributes: Hashable, Sendable {
  /// Folder, file, link or something else, the link itself described.
  public var kind: FileKind
  /// The size in bytes.
  public var size: Int64
  /// The last change of the content, in seconds since 1970 (UTC).
  public var modificationTime: Int64
  /// The permission bits of the mode (`0o644`), set-id and sticky bits
  /// included.
  public var permissions: UInt16

  /// The attributes as `stat` gave them.
  public init(kind: FileKind, size: Int64, modificationTime: Int64, permissions: UInt16) {
    self.kind = kind
    self.size = size
    self.modificationTime = modificationTime
    self.permissions = permissions
  }

  /// The permissions as `ls -l` writes them: `rwxr-xr-x`.
  public var symbolicPermissions: String {
    let letters: [Character] = ["r", "w", "x"]
    return String(
      (0..<9).map { bit in
        permissions & (0o400 >> UInt16(bit)) != 0 ? letters[bit % 3] : "-"
      }
    )
  }
}
