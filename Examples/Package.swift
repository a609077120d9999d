// swift-tools-version: 6.1
import PackageDescription

// Four apps built on the gallery's toolkit as any other package would build
// on it: through its library products only, by path.
let toolkit: [Target.Dependency] = [
  .product(name: "CollectionView", package: "Gallery"),
  .product(name: "CompositionalLayout", package: "Gallery"),
  .product(name: "DiffableDataSource", package: "Gallery"),
  .product(name: "TerminalApp", package: "Gallery"),
  .product(name: "TerminalUI", package: "Gallery"),
]

let package = Package(
  name: "Examples",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "hello-list", targets: ["hello-list"]),
    .executable(name: "processes", targets: ["processes"]),
    .executable(name: "log-viewer", targets: ["log-viewer"]),
    .executable(name: "widgets", targets: ["widgets"]),
    .executable(name: "file-browser", targets: ["file-browser"]),
  ],
  dependencies: [.package(name: "Gallery", path: "..")],
  targets: [
    // The README's "Use it as a library" example.
    .target(name: "HelloList", dependencies: toolkit),
    .executableTarget(
      name: "hello-list",
      dependencies: [
        "HelloList",
        .product(name: "TerminalApp", package: "Gallery"),
      ]
    ),
    // A live process list read from /proc.
    .target(name: "Processes", dependencies: toolkit),
    .executableTarget(
      name: "processes",
      dependencies: [
        "Processes",
        .product(name: "TerminalApp", package: "Gallery"),
      ]
    ),
    // A log of hundreds of thousands of lines in the standard list,
    // filtered as you type.
    .target(name: "LogViewer", dependencies: toolkit),
    .executableTarget(
      name: "log-viewer",
      dependencies: [
        "LogViewer",
        .product(name: "TerminalApp", package: "Gallery"),
      ]
    ),
    // Every control in a form laid out by stack views.
    .target(name: "Widgets", dependencies: toolkit),
    .executableTarget(
      name: "widgets",
      dependencies: [
        "Widgets",
        .product(name: "TerminalApp", package: "Gallery"),
      ]
    ),
    // A folder's outline, a preview of the file in focus, a filter and a
    // scan with a progress bar, laid out by stack views alone.
    .target(name: "FileBrowser", dependencies: toolkit),
    .executableTarget(
      name: "file-browser",
      dependencies: [
        "FileBrowser",
        .product(name: "TerminalApp", package: "Gallery"),
      ]
    ),
    // The tutorial's steps, each compiled as it is shown, and its test run
    // on its last step.
    .target(name: "TutorialStack", dependencies: toolkit),
    .target(name: "TutorialFilter", dependencies: toolkit),
    .target(name: "TutorialForm", dependencies: toolkit),
    .target(name: "Fruits", dependencies: toolkit),
    // The examples of the widget articles in CollectionView.docc, each
    // file shown in its article word for word.
    .target(name: "WidgetSnippets", dependencies: toolkit),
    .testTarget(
      name: "FruitsTests",
      dependencies: ["Fruits", .product(name: "TerminalApp", package: "Gallery")]
    ),
    .testTarget(
      name: "ExamplesTests",
      dependencies: [
        "FileBrowser", "HelloList", "LogViewer", "Processes", "TutorialForm", "Widgets",
        "WidgetSnippets",
        .product(name: "CollectionView", package: "Gallery"),
        .product(name: "TerminalApp", package: "Gallery"),
        .product(name: "TerminalUI", package: "Gallery"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
