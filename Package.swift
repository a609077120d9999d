// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Gallery",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "gallery", targets: ["gallery"]),
    .library(name: "CompositionalLayout", targets: ["CompositionalLayout"]),
    .library(name: "DiffableDataSource", targets: ["DiffableDataSource"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "CollectionView", targets: ["CollectionView"]),
    .library(name: "TerminalApp", targets: ["TerminalApp"]),
    .library(name: "TerminalKit", targets: ["TerminalKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // Counts allocations for `make bench` (AllocationCounts).
    .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
  ],
  targets: [
    .target(name: "CollectionCore"),
    .target(
      name: "CompositionalLayout",
      dependencies: ["CollectionCore"],
      // Rounding (`Double.rounded`) lowers to libm, which Foundation would
      // otherwise bring; the engine does without Foundation.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .target(
      name: "DiffableDataSource",
      dependencies: [
        "CollectionCore",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ]
    ),
    .systemLibrary(
      name: "CNcursesw",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    // glibc's allocator settings (mallopt), for the app's frame memory.
    .systemLibrary(name: "CMalloc"),
    .target(name: "TerminalUI", dependencies: ["CNcursesw"]),
    .target(
      name: "CollectionView",
      dependencies: ["CompositionalLayout", "DiffableDataSource", "TerminalUI"]
    ),
    .target(
      name: "GalleryExamples",
      dependencies: ["CollectionView", "CompositionalLayout", "DiffableDataSource", "TerminalUI"],
      // In the binary itself, so a copied or installed `gallery` has its data.
      resources: [
        .embedInCode("Resources/emoji.tsv"), .embedInCode("Resources/mountains.csv"),
        .embedInCode("Resources/videos.tsv"),
      ]
    ),
    // The examples' Swift source, for the source view and `gallery source`:
    // `Embedded` links to the examples' folders, whose files are embedded
    // as bytes rather than compiled.
    .target(name: "ExampleSources", resources: [.embedInCode("Embedded")]),
    // The app shell: the application, its run loop, navigation, bindings,
    // palette, tools and the headless driver, for any app.
    .target(
      name: "TerminalApp",
      dependencies: [
        "CMalloc", "CollectionView", "CompositionalLayout", "DiffableDataSource", "TerminalUI",
      ]
    ),
    // What a file written for UIKit imports instead of it: the shell, the
    // views and engines, and Foundation, with the sample's Core Graphics
    // arguments. Only apps that want Foundation link it; the gallery does
    // not.
    .target(name: "TerminalKit", dependencies: ["TerminalApp"]),
    .target(
      name: "GalleryApp",
      dependencies: [
        "CollectionView", "ExampleSources", "GalleryExamples", "TerminalApp", "TerminalUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "gallery", dependencies: ["GalleryApp"]),
    .executableTarget(
      name: "GalleryBenchmarks",
      dependencies: [
        "Benchmarking", "CollectionView", "CompositionalLayout", "DiffableDataSource",
        "GalleryApp", "GalleryExamples", "TerminalApp", "TerminalUI",
      ],
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    // What the benchmarks and the allocation counts share: the lists, layouts
    // and screens they measure, and how a figure is printed.
    .target(
      name: "Benchmarking",
      dependencies: [
        "CollectionView", "CompositionalLayout", "DiffableDataSource", "GalleryApp",
        "GalleryExamples", "TerminalApp", "TerminalUI",
      ]
    ),
    // The allocation figures of `make bench`, in a program of their own: it
    // links the allocation counter, which takes over the process's malloc.
    .executableTarget(
      name: "AllocationCounts",
      dependencies: [
        "Benchmarking", "CollectionView", "CompositionalLayout", "DiffableDataSource",
        "GalleryExamples",
        "TerminalUI",
        .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
      ]
    ),
    // The floor `make bench` measures start-up against: a Swift hello world
    // as `swift build -c release` makes one by default (on the shared Swift
    // runtime), spawned as the gallery is.
    .executableTarget(name: "HelloWorld"),
    // Measures a program's peak memory for `make bench` (see main.c for why in C).
    .executableTarget(name: "PeakMemory"),
    // The fuzz targets (`make fuzz`): built with libFuzzer and
    // AddressSanitizer there; in the ordinary build, a program that replays
    // the seed corpus and the findings kept as regressions (Fuzz/).
    .executableTarget(
      name: "GalleryFuzz",
      dependencies: ["DiffableDataSource", "GalleryExamples", "TerminalApp", "TerminalUI"]
    ),
    // Crashes on purpose, for the tests that check a crash's message is seen.
    .executableTarget(name: "CrashProbe", dependencies: ["TerminalUI"]),
    .testTarget(
      name: "CompositionalLayoutTests",
      dependencies: [
        "CompositionalLayout",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "DiffableDataSourceTests",
      dependencies: [
        "DiffableDataSource",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "CNcursesw"]),
    .testTarget(name: "TerminalAppTests", dependencies: ["TerminalApp", "TerminalKit"]),
    .testTarget(
      name: "CollectionViewTests",
      dependencies: [
        "CollectionView", "CompositionalLayout", "DiffableDataSource", "TerminalUI",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "GalleryAppTests",
      dependencies: [
        "GalleryApp", "GalleryExamples", "CollectionView", "CompositionalLayout", "TerminalApp",
        "DiffableDataSource", "TerminalUI",
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
