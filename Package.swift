// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "forte",
    // No `platforms`: forte is built and tested on Linux only (TTY.swift and the end-to-end tests import
    // Glibc), so it claims no macOS version it has never been built for.
    products: [
        .executable(name: "forte", targets: ["forte"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // C libraries, from the system (see tools/install-deps).
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CTerminfo", pkgConfig: "tinfo", providers: [.apt(["libncurses-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev"])]),
        // libcurl, opened at the first transfer, not linked (see its header); its headers from libcurl4-openssl-dev.
        .target(
            name: "CCurl",
            // DWARF 4, as Swift writes: Debian 12's valgrind cannot read clang's default DWARF 5, and gives up on the
            // whole executable.
            cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // glibc's allocator settings (malloc.h), which Glibc's module leaves out.
        .systemLibrary(name: "CMalloc"),

        // The domain: items and their derived fields. Pure, no I/O.
        .target(name: "ForteCatalog"),
        // Transfers over libcurl, with every limit a server could push (time, bytes, redirects, addresses).
        .target(name: "ForteNetwork", dependencies: ["CCurl"]),
        // Work handed from a thread that produces it to one that consumes it: pages while earlier ones are stored,
        // rows while earlier ones are dealt.
        .target(name: "FortePipeline"),
        // OAI-PMH 2.0 over ForteNetwork's HTTP client, parsed by libxml2's SAX2 push parser.
        .target(
            name: "ForteHarvest",
            dependencies: [
                "ForteCatalog", "ForteNetwork", "FortePipeline", "CLibXML2", "CCurl",
                .product(name: "Logging", package: "swift-log"),
            ]),
        // The local SQLite index.
        .target(
            name: "ForteIndex",
            dependencies: [
                "ForteCatalog", "FortePipeline", "CSQLite",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]),
        // The search query language (words, phrases, exclusions, OR, fields, dates), typos and highlighting.
        .target(name: "ForteSearch", dependencies: ["ForteCatalog"]),
        // Text made safe for a terminal (control characters shown) and measured in its columns.
        .target(name: "ForteText"),
        // Circular paging over a count, and grid geometry for a screen size.
        .target(name: "FortePaging"),
        // An email about items: plain text, an RFC 5322 message, a mailto: URI; the settings for sending it.
        .target(name: "ForteShare", dependencies: ["ForteCatalog", "ForteNetwork", "ForteText"]),
        // What forte writes for programs: the one JSON line writer, items and stats as JSON, export as CSV and XML.
        .target(name: "ForteExport", dependencies: ["ForteCatalog"]),
        // The terminal kit: the TTY and its signals, terminfo, keys and mouse decoded, a canvas of styled cells and the
        // renderer that sends only what changed, the clipboard, programs run with the terminal handed over.
        .target(name: "ForteTerminalKit", dependencies: ["ForteText", "CTerminfo"]),
        // The browse application, on the terminal kit: its state, panes, keys, search, covers and places.
        .target(
            name: "ForteTerminal",
            dependencies: [
                "ForteCatalog", "ForteCovers", "FortePaging", "ForteSearch", "ForteShare", "ForteTerminalKit",
                "ForteText",
            ]),
        // Covers: where the browse screen gets pictures (CoverProvider); pictures decoded (JPEG, PNG) within limits, and drawn for a terminal (kitty, sixel, iTerm2, mosaics).
        // Fetched (over ForteNetwork's HTTP client, with the harvester's retries) into a cache on disk; drawn there for the demo catalog's items.
        .target(
            name: "ForteCovers",
            dependencies: [
                "ForteCatalog", "ForteHarvest", "ForteNetwork", "BundledCatalog", "CTurboJPEG", "CPNG", "CChafa",
            ]),
        // The demo catalog a brand-new user sees first (generated; see catalog/README.md).
        .target(name: "BundledCatalog", path: "catalog", exclude: ["README.md"], resources: [.copy("responses")]),
        // Keeping the local index in step: the index as the harvester's store, which source a location names,
        // one sync of an index at a time, and the bundled catalog as a brand-new user's first index.
        .target(
            name: "ForteSync",
            dependencies: [
                "ForteCatalog", "ForteHarvest", "ForteIndex", "BundledCatalog",
                .product(name: "Logging", package: "swift-log"),
            ]),
        // The command-line tool: wiring only.
        .executableTarget(
            name: "forte",
            dependencies: [
                "ForteCatalog", "ForteCovers", "ForteExport", "ForteHarvest", "ForteIndex", "ForteNetwork",
                "ForteSearch", "ForteShare", "ForteSync", "ForteTerminal", "ForteTerminalKit", "ForteText",
                "CSQLite", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]),

        // tools/: an OAI-PMH repository on loopback that misbehaves on demand (tests, benchmarks), the
        // protocol I/O floor that tools/bench-sync compares forte sync with, and tools/bench-index's
        // million-item index builder; the music vocabulary the generated records of both can be catalogued in.
        .target(name: "MusicVocabulary", path: "tools/MusicVocabulary"),
        .target(name: "OAIFixtureServer", dependencies: ["MusicVocabulary"], path: "tools/OAIFixtureServer"),
        .executableTarget(
            name: "oai-fixture-server", dependencies: ["OAIFixtureServer"], path: "tools/oai-fixture-server"),
        .executableTarget(name: "io-floor", dependencies: ["ForteHarvest", "ForteNetwork"], path: "tools/io-floor"),
        .executableTarget(
            name: "IndexBenchmark",
            dependencies: ["ForteCatalog", "ForteIndex", "ForteSearch", "MusicVocabulary"],
            path: "tools/IndexBenchmark"),

        .testTarget(name: "ForteCatalogTests", dependencies: ["ForteCatalog", "MusicVocabulary"]),
        .testTarget(name: "ForteNetworkTests", dependencies: ["ForteNetwork", "OAIFixtureServer"]),
        .testTarget(name: "FortePipelineTests", dependencies: ["FortePipeline"]),
        .testTarget(
            name: "ForteHarvestTests", dependencies: ["ForteHarvest", "ForteNetwork", "OAIFixtureServer"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "ForteIndexTests", dependencies: ["ForteIndex", "ForteSearch", "FortePaging"], exclude: ["Fixtures"]),
        .testTarget(name: "ForteSearchTests", dependencies: ["ForteSearch", "ForteCatalog", "ForteIndex"]),
        .testTarget(name: "ForteTextTests", dependencies: ["ForteText"]),
        .testTarget(name: "ForteExportTests", dependencies: ["ForteExport"]),
        .testTarget(
            name: "ForteCoversTests",
            dependencies: ["ForteCovers", "ForteHarvest", "ForteNetwork", "OAIFixtureServer", "CTurboJPEG", "CPNG"]),
        .testTarget(name: "FortePagingTests", dependencies: ["FortePaging"]),
        .testTarget(
            name: "ForteShareTests", dependencies: ["ForteShare", "ForteCatalog", "ForteNetwork", "ForteText"]),
        .testTarget(name: "ForteTerminalKitTests", dependencies: ["ForteTerminalKit"]),
        .testTarget(
            name: "ForteTerminalTests",
            dependencies: ["ForteTerminal", "ForteTerminalKit", "ForteCovers", "FortePaging", "ForteText"]),
        .testTarget(
            name: "ForteEndToEndTests",
            dependencies: [
                "forte", "ForteIndex", "ForteNetwork", "ForteSearch", "OAIFixtureServer",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
    ]
)
