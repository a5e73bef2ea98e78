import DepplayLanguage
import Testing

/// An implied member returned by the closure given for a `@DependencyClient` endpoint has the
/// endpoint's declared result type, as Swift types it from the closure's type: `.sample` is
/// `Forecast.sample` for an endpoint returning `Forecast`, even where another struct declares
/// a `sample` too.
@Suite struct EndpointResultTypeTests {
  static let source = """
    struct Forecast { var high: Int }
    struct Place { var name: String }
    extension Forecast { static let sample = Forecast(high: 21) }
    extension Place { static let sample = Place(name: "Lisbon") }
    @DependencyClient
    struct WeatherClient {
      var forecast: @Sendable (_ city: String) async throws -> Forecast
      var search: @Sendable (_ query: String) async throws -> Place
    }

    """

  @Test func eachClosuresMemberIsItsEndpointsType() async {
    let (output, errors, succeeded) = await runScript(
      Self.source + """
        let client = WeatherClient(forecast: { _ in .sample }, search: { _ in return .sample })
        print(try await client.forecast(city: "x"), try await client.search(query: "y"))
        """, file: "endpoints.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "Forecast(high: 21) Place(name: \"Lisbon\")\n")
  }

  /// Elsewhere the name stays ambiguous, as depplay does not infer types.
  @Test func outsideAnEndpointsClosureTheNameStaysAmbiguous() async {
    let (_, errors, succeeded) = await runScript(
      Self.source + """
        let make: () -> Forecast = { .sample }
        print(make())
        """, file: "endpoints.dep")
    #expect(!succeeded)
    #expect(errors.contains("'.sample' is ambiguous: several structs declare it"), "\(errors)")
  }
}
