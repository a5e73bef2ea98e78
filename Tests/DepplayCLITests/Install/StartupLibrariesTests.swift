import Testing

#if os(Linux)
  /// What the dynamic loader loads before depplay's first line runs, which is most of a short
  /// script's start (BENCHMARKS.md, "Startup"): nothing that only `depplay serve` or the
  /// runtime's `urlSession` dependency needs.
  @Suite struct StartupLibrariesTests {
    /// The libraries the loader would load for the built binary, as `ldd` lists them (asked
    /// to trace, the loader lists them and exits instead of running the program).
    static func loadedLibraries() throws -> String {
      try DepplayBinary.run([], environment: ["LD_TRACE_LOADED_OBJECTS": "1"]).output
    }

    @Test func theSwiftRuntimeAndParserAreLoaded() throws {
      let listed = try Self.loadedLibraries()
      #expect(listed.contains("libswiftCore.so"), "\(listed)")
      #expect(listed.contains("libSwiftParser.so"), "\(listed)")
    }

    @Test(
      "Foundation's networking (libcurl) and libmicrohttpd are not loaded at startup",
      arguments: ["libFoundationNetworking", "libFoundationXML", "libcurl", "libmicrohttpd"])
    func notLoaded(library: String) throws {
      let listed = try Self.loadedLibraries()
      #expect(!listed.contains(library), "\(listed)")
    }
  }
#endif
