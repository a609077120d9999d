// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Fruits",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "../gallery")],
  targets: [
    .executableTarget(
      name: "Fruits",
      dependencies: [.product(name: "TerminalApp", package: "gallery")]
    ),
    .testTarget(name: "FruitsTests", dependencies: ["Fruits"]),
  ]
)
