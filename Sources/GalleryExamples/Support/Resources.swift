#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the gallery's data files are: the folders searched, in order, for a
/// file by name.
///
/// The files live in the package's `Resources/` folder, and `make install`
/// copies that folder to `$(PREFIX)/share/gallery`, so the same lookup serves
/// `make run`, `swift run`, tests and an installed copy.
public struct Resources: Sendable {
  /// The folders searched, first match wins.
  public let searchPath: [String]

  public init(searchPath: [String]) {
    self.searchPath = searchPath
  }

  /// The environment variable naming a folder to search before any other.
  public static let overrideVariable = "GALLERY_RESOURCES"

  /// The folders for this process: `$GALLERY_RESOURCES`; the installed
  /// `<prefix>/share/gallery` beside the executable's `bin`; the `Resources/`
  /// of the package the executable was built in (a build folder such as
  /// `.build/debug` sits inside it); then `./Resources`.
  public static func forCurrentProcess() -> Resources {
    forExecutable(overriddenBy: getenv(overrideVariable).map { String(cString: $0) })
  }

  /// The folders for this executable, with `override` first when it is set.
  static func forExecutable(overriddenBy override: String?) -> Resources {
    var searchPath: [String] = []
    if let override, !override.isEmpty {
      searchPath.append(override)
    }
    if let executable = executablePath() {
      let directory = parent(of: executable)
      searchPath.append(parent(of: directory) + "/share/gallery")
      var ancestor = directory
      while ancestor != "/" && !ancestor.isEmpty {
        if exists(ancestor + "/Package.swift") {
          searchPath.append(ancestor + "/Resources")
          break
        }
        ancestor = parent(of: ancestor)
      }
    }
    searchPath.append("Resources")
    return Resources(searchPath: searchPath)
  }

  /// A resource that is in none of the folders searched.
  public struct NotFound: Error, CustomStringConvertible {
    public let name: String
    public let searchPath: [String]

    public var description: String {
      "\(name) not found; looked in \(searchPath.joined(separator: ", ")) "
        + "(set \(Resources.overrideVariable) to the folder that holds it)"
    }
  }

  /// The path of `name` in the first folder that has it.
  public func path(of name: String) throws(NotFound) -> String {
    for directory in searchPath where Self.exists(directory + "/" + name) {
      return directory + "/" + name
    }
    throw NotFound(name: name, searchPath: searchPath)
  }

  /// The bytes of the file at `path`, or nil when it cannot be read.
  static func contents(ofFile path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      bytes.append(contentsOf: chunk[..<count])
      if count < chunk.count { return ferror(file) == 0 ? bytes : nil }
    }
  }

  private static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  private static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The running executable, symbolic links resolved, so that a build
  /// folder's `debug` link or an installed link lead to the real file.
  private static func executablePath() -> String? {
    #if os(Linux)
      return resolved("/proc/self/exe")
    #elseif canImport(Darwin)
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      return resolved(String(cString: buffer))
    #else
      return nil
    #endif
  }

  private static func resolved(_ path: String) -> String? {
    guard let real = realpath(path, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
  }
}
