// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "forte",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "forte", targets: ["forte"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // C libraries, from the system (see tools/install-deps).
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CTerminfo", pkgConfig: "tinfo", providers: [.apt(["libncurses-dev"])]),

        // The domain: items and their derived fields. Pure, no I/O.
        .target(name: "ForteCatalog"),
        // OAI-PMH 2.0 over libcurl, parsed by libxml2's SAX2 push parser.
        .target(name: "ForteHarvest", dependencies: [
            "ForteCatalog", "CLibXML2", "CCurl",
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The local SQLite index.
        .target(name: "ForteIndex", dependencies: [
            "ForteCatalog", "CSQLite",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "GRDBSQLite", package: "GRDB.swift"),
        ]),
        // Circular paging, grid geometry and share formatting.
        .target(name: "FortePaging", dependencies: ["ForteCatalog"]),
        // Screen drawing, key input and the browse screen.
        .target(name: "ForteTerminal", dependencies: ["ForteCatalog", "FortePaging", "CTerminfo"]),
        // The demo catalog a brand-new user sees first (generated; see catalog/README.md).
        .target(name: "BundledCatalog", path: "catalog", exclude: ["README.md"], resources: [.copy("responses")]),
        // The command-line tool: wiring only.
        .executableTarget(name: "forte", dependencies: [
            "ForteCatalog", "ForteHarvest", "ForteIndex", "FortePaging", "ForteTerminal", "BundledCatalog",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),

        // tools/: an OAI-PMH repository on loopback that misbehaves on demand (tests, benchmarks), the
        // protocol I/O floor that tools/bench-sync compares forte sync with, and tools/bench-index's
        // million-item index builder.
        .target(name: "OAIFixtureServer", path: "tools/OAIFixtureServer"),
        .executableTarget(name: "oai-fixture-server", dependencies: ["OAIFixtureServer"], path: "tools/oai-fixture-server"),
        .executableTarget(name: "io-floor", dependencies: ["ForteHarvest"], path: "tools/io-floor"),
        .executableTarget(name: "IndexBenchmark", dependencies: ["ForteCatalog", "ForteIndex"], path: "tools/IndexBenchmark"),

        .testTarget(name: "ForteCatalogTests", dependencies: ["ForteCatalog"]),
        .testTarget(name: "ForteHarvestTests", dependencies: ["ForteHarvest", "ForteIndex", "OAIFixtureServer"], exclude: ["Fixtures"]),
        .testTarget(name: "ForteIndexTests", dependencies: ["ForteIndex"]),
        .testTarget(name: "FortePagingTests", dependencies: ["FortePaging"]),
        .testTarget(name: "ForteTerminalTests", dependencies: ["ForteTerminal", "FortePaging"]),
        .testTarget(name: "ForteEndToEndTests", dependencies: [
            "forte", "ForteIndex", "OAIFixtureServer", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
    ]
)
