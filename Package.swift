// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Gallery",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "CompositionalLayout", targets: ["CompositionalLayout"]),
    .library(name: "DiffableDataSource", targets: ["DiffableDataSource"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .target(
      name: "CompositionalLayout",
      // Rounding (`Double.rounded`) lowers to libm, which Foundation would
      // otherwise bring; the engine does without Foundation.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .target(
      name: "DiffableDataSource",
      dependencies: [.product(name: "Collections", package: "swift-collections")]
    ),
    .systemLibrary(
      name: "CNcursesw",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    .target(name: "TerminalUI", dependencies: ["CNcursesw"]),
    .executableTarget(
      name: "GalleryBenchmarks",
      dependencies: ["CompositionalLayout", "DiffableDataSource"],
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
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
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
  ],
  swiftLanguageModes: [.v6]
)
