import DepplayLanguage
import Testing

/// A `JSONDecoder`'s `dateDecodingStrategy`, set to one of Foundation's strategies, reads a
/// `Date` property as Foundation's decoder reads it (depplay hands the strategy to it): seconds
/// or milliseconds since 1970, an ISO 8601 string, and by default seconds since 2001.
@Suite struct JSONDateStrategyTests {
  static let stamp = """
    struct Stamp: Decodable { var at: Date; var all: [Date] }
    let json = Data(#"{"at": 86400, "all": [0, 172800]}"#.utf8)

    """

  @Test func secondsSince1970ReadsEveryDateOfTheValue() async {
    let (output, errors, succeeded) = await runScript(
      Self.stamp + """
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        let stamp = try decoder.decode(Stamp.self, from: json)
        print(stamp.at, stamp.all)
        """, file: "dates.dep")
    #expect(succeeded, "\(errors)")
    #expect(
      output == "1970-01-02 00:00:00 +0000 [1970-01-01 00:00:00 +0000, 1970-01-03 00:00:00 +0000]\n"
    )
  }

  @Test func aPlainDecoderCountsFrom2001AndMillisecondsAreThousandths() async {
    let (output, errors, succeeded) = await runScript(
      Self.stamp + """
        print(try JSONDecoder().decode(Stamp.self, from: json).at)
        let fine = JSONDecoder()
        fine.dateDecodingStrategy = .millisecondsSince1970
        print(try fine.decode(Stamp.self, from: json).at)
        """, file: "dates.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "2001-01-02 00:00:00 +0000\n1970-01-01 00:01:26 +0000\n")
  }

  @Test func iso8601ReadsStringsAndThrowsOnNumbers() async {
    let (output, errors, succeeded) = await runScript(
      Self.stamp + """
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
          _ = try decoder.decode(Stamp.self, from: json)
        } catch is DecodingError {
          print("iso8601 wants a string")
        }
        let text = Data(#"{"at": "1970-01-03T00:00:00Z", "all": []}"#.utf8)
        print(try decoder.decode(Stamp.self, from: text).at)
        """, file: "dates.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "iso8601 wants a string\n1970-01-03 00:00:00 +0000\n")
  }
}
