import Foundation
import Testing

@testable import OnwardHistory

/// Findings of an adversarial review of the snapshot's state decoder: a text and a type for which
/// it did not give what `JSONDecoder` gives.
@Suite struct StateDecoderReviewTests {
    /// Reads three optional elements from an array, past its end, and notes where it then is.
    struct ReadPastTheEnd: Decodable, Equatable {
        var values: [Int?]
        var currentIndex: Int

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var values: [Int?] = []
            for _ in 0..<3 { values.append(try container.decodeIfPresent(Int.self)) }
            self.values = values
            currentIndex = container.currentIndex
        }
    }

    @Test func anOptionalReadPastTheEndMovesOnAsWithJSONDecoder() throws {
        let data = Data("[1]".utf8)
        let expected = try JSONDecoder().decode(ReadPastTheEnd.self, from: data)
        // JSONDecoder's own decodeIfPresent moves on at the end; the protocol's default does not.
        #expect(expected.values == [1, nil, nil] && expected.currentIndex == 3)
        #expect(try StateDecoder.decode(ReadPastTheEnd.self, from: data) == expected)
    }

    /// ``ReadPastTheEnd``, counting its decodings.
    struct CountedReadPastTheEnd: Decodable, Equatable {
        var read: ReadPastTheEnd

        static let decodings = Tally()

        init(from decoder: any Decoder) throws {
            Self.decodings.note()
            read = try ReadPastTheEnd(from: decoder)
        }
    }

    @Test func anOptionalReadPastTheEndIsDecodedOnce() throws {
        let data = Data("[1]".utf8)
        let expected = try JSONDecoder().decode(CountedReadPastTheEnd.self, from: data)
        let before = CountedReadPastTheEnd.decodings.noted
        // It used to give up there, so that JSONDecoder decoded the text again.
        #expect(try StateDecoder.decode(CountedReadPastTheEnd.self, from: data) == expected)
        #expect(CountedReadPastTheEnd.decodings.noted == before + 1)
    }

    /// A value that keeps its decoder, to read it later.
    struct Kept: Decodable {
        let decoder: any Decoder

        init(from decoder: any Decoder) {
            self.decoder = decoder
        }
    }

    /// Reads a member's kept decoder after the member was decoded.
    struct ReadsAKeptDecoderLater: Decodable {
        var number: Int

        enum CodingKeys: CodingKey { case a }

        init(from decoder: any Decoder) throws {
            let kept = try decoder.container(keyedBy: CodingKeys.self).decode(Kept.self, forKey: .a)
            number = try kept.decoder.singleValueContainer().decode(Int.self)
        }
    }

    @Test func aDecoderKeptPastItsValueFailsAsWithJSONDecoder() {
        let data = Data(#"{"a":5}"#.utf8)
        // JSONDecoder's decoder of a member is its own, moved back to the object when the member is done.
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ReadsAKeptDecoderLater.self, from: data) }
        #expect(throws: DecodingError.self) { try StateDecoder.decode(ReadsAKeptDecoderLater.self, from: data) }
    }

    /// Identifiers taken so far, for ``Registered``.
    final class Registry: @unchecked Sendable {
        static let shared = Registry()
        private let lock = NSLock()
        private var taken: Set<Int> = []

        /// Takes an identifier; `false` when it was taken before.
        func take(_ id: Int) -> Bool { lock.withLock { taken.insert(id).inserted } }
    }

    /// A value whose decoding has an effect: it takes its identifier, and refuses one taken before.
    struct Registered: Decodable {
        var id: Int

        struct Taken: Error {}

        init(from decoder: any Decoder) throws {
            id = try decoder.singleValueContainer().decode(Int.self)
            guard Registry.shared.take(id) else { throw Taken() }
        }
    }

    struct RegisteredState: Decodable {
        var items: [Registered]
        var weight: Float
        var link: URL
        var bytes: Data
        var amount: Decimal
    }

    @Test func aDecodingWithAnEffectRunsOnceAsWithJSONDecoder() throws {
        let text = #"{"items":[1],"weight":0.5,"link":"https://x.y/z","bytes":"AAE=","amount":3.14}"#
        try #require(try JSONDecoder().decode(RegisteredState.self, from: Data(text.utf8)).items.count == 1)
        // A Float, a URL, Data or a Decimal sent the state to JSONDecoder after StateDecoder decoded the
        // items: each was decoded twice, and JSONDecoder found 2 taken.
        let state = try StateDecoder.decode(RegisteredState.self, from: Data(text.replacing("[1]", with: "[2]").utf8))
        #expect(state.items.map(\.id) == [2])
    }

    /// Leaves its weight at 0 where it cannot read it.
    struct LenientRegisteredState: Decodable {
        var items: [Registered]
        var weight: Float

        enum CodingKeys: CodingKey { case items, weight }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            items = try container.decode([Registered].self, forKey: .items)
            weight = (try? container.decode(Float.self, forKey: .weight)) ?? 0
        }
    }

    @Test func aDecodingWithAnEffectRunsOnceWhereATypeCatchesAMissingKey() throws {
        let expected = try JSONDecoder().decode(LenientRegisteredState.self, from: Data(#"{"items":[3]}"#.utf8))
        try #require(expected.items.count == 1 && expected.weight == 0)
        // The missing weight made StateDecoder give up after it decoded the items, and JSONDecoder then
        // found 4 taken; now it throws JSONDecoder's keyNotFound, which the type catches.
        let state = try StateDecoder.decode(LenientRegisteredState.self, from: Data(#"{"items":[4]}"#.utf8))
        #expect(state.items.map(\.id) == [4] && state.weight == 0)
    }

    /// The tags a ``Bookmark`` read with `try?`, one for each time it was decoded.
    final class ReadTags: @unchecked Sendable {
        private let lock = NSLock()
        private var tags: [[String]?] = []

        func note(_ read: [String]?) { lock.withLock { tags.append(read) } }
        var noted: [[String]?] { lock.withLock { tags } }
    }

    /// Reads a URL and a Float leniently, then its tags with `try!`, as a type sure of those does;
    /// with ``readTags`` set, with `try?`, noting what it read.
    struct Bookmark: Decodable, Equatable {
        var link: URL?
        var weight: Float?
        var tags: [String]

        @TaskLocal static var readTags: ReadTags?

        enum CodingKeys: CodingKey { case link, weight, tags }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            link = try? container.decode(URL.self, forKey: .link)
            weight = try? container.decode(Float.self, forKey: .weight)
            if let readTags = Self.readTags {
                let tags = try? container.decode([String].self, forKey: .tags)
                readTags.note(tags)
                self.tags = tags ?? []
            } else {
                tags = try! container.decode([String].self, forKey: .tags)
            }
        }
    }

    @Test func aTypeThatForceTriesAReadAfterAURLOrAFloatDecodes() throws {
        let data = Data(#"{"link":"https://x.y/z","weight":0.25,"tags":["a"]}"#.utf8)
        let expected = try JSONDecoder().decode(Bookmark.self, from: data)
        #expect(expected.link != nil && expected.weight == 0.25)
        let readTags = ReadTags()
        let decoded = try Bookmark.$readTags.withValue(readTags) { try StateDecoder.decode(Bookmark.self, from: data) }
        #expect(decoded == expected)
        // StateDecoder gave up at the URL, so that the tags failed where `try!` crashed the start-up, and
        // JSONDecoder decoded it again: [nil, ["a"]].
        try #require(readTags.noted == [["a"]])
        #expect(try StateDecoder.decode(Bookmark.self, from: data) == expected)
    }

    /// Reads a member with `try?` (one this decoder gives up at: a number `JSONDecoder` may read
    /// otherwise), then its tags and its count with `try?`, noting what it read each time it is decoded.
    struct Tagged: Decodable, Equatable {
        var tags: [String]
        var count: Int?

        @TaskLocal static var reads: ReadTags?

        enum CodingKeys: CodingKey { case missing, tags, count }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            _ = try? container.decode(Int.self, forKey: .missing)
            let tags = try? container.decode([String].self, forKey: .tags)
            count = try? container.decode(Int.self, forKey: .count)
            Self.reads?.note(tags)
            Self.reads?.note(count.map { ["\($0)"] })
            self.tags = tags ?? []
        }
    }

    @Test func onceItGaveUpANestedValueFailsAndAKeyedNumberIsStillRead() throws {
        let data = Data(#"{"missing":1.5,"tags":["a"],"count":2}"#.utf8)
        let reads = ReadTags()
        let decoded = try Tagged.$reads.withValue(reads) { try StateDecoder.decode(Tagged.self, from: data) }
        #expect(decoded == (try JSONDecoder().decode(Tagged.self, from: data)))
        // `1.5` as an `Int` made it give up: the tags then failed (a `try!` there would crash the
        // start-up, where JSONDecoder reads them), the count, a keyed container's number, did not;
        // then JSONDecoder decoded the whole text.
        #expect(reads.noted == [nil, ["2"], ["a"], ["2"]])
    }

    @Test func aMissingKeyATypeCatchesLeavesTheNextReadsToThisDecoder() throws {
        let data = Data(#"{"tags":["a"],"count":2}"#.utf8)
        let reads = ReadTags()
        let decoded = try Tagged.$reads.withValue(reads) { try StateDecoder.decode(Tagged.self, from: data) }
        #expect(decoded == (try JSONDecoder().decode(Tagged.self, from: data)))
        // It gave up at the missing key: the tags failed, then JSONDecoder read it all again
        // ([nil, ["2"], ["a"], ["2"]]).
        #expect(reads.noted == [["a"], ["2"]])
    }

    /// Catches a missing member, a string, and `null` where it reads numbers, then reads its tags,
    /// its note and its first tag with `try!`, as a type sure of those does; counts its decodings.
    struct Forgiving: Decodable, Equatable {
        var weight: Double
        var size: Int
        var rank: Int
        var tags: [String]
        var note: String
        var first: String

        static let decodings = Tally()

        enum CodingKeys: CodingKey { case weight, size, rank, tags, note }

        init(from decoder: any Decoder) throws {
            Self.decodings.note()
            let container = try decoder.container(keyedBy: CodingKeys.self)
            weight = (try? container.decode(Double.self, forKey: .weight)) ?? 1
            size = (try? container.decode(Int.self, forKey: .size)) ?? 0
            rank = (try? container.decode(Int.self, forKey: .rank)) ?? -1
            tags = try! container.decode([String].self, forKey: .tags)
            note = try! container.decode(String.self, forKey: .note)
            var elements = try! container.nestedUnkeyedContainer(forKey: .tags)
            first = try! elements.decode(String.self)
        }
    }

    @Test func aTypeThatForceTriesAReadAfterACaughtErrorDecodes() throws {
        let data = Data(#"{"size":"big","rank":null,"tags":["a","b"],"note":"n"}"#.utf8)
        let expected = try JSONDecoder().decode(Forgiving.self, from: data)
        #expect(expected.weight == 1 && expected.size == 0 && expected.rank == -1 && expected.first == "a")
        let before = Forgiving.decodings.noted
        // It gave up at the missing weight, so that the tags' `try!` stopped the program.
        #expect(try StateDecoder.decode(Forgiving.self, from: data) == expected)
        #expect(Forgiving.decodings.noted == before + 1)
    }

    /// A count a test can see: of ``Lenient``'s rounds past its bound, of decodings of a type.
    final class Tally: @unchecked Sendable {
        static let runaways = Tally()
        private let lock = NSLock()
        private var count = 0

        func note() { lock.withLock { count += 1 } }
        var noted: Int { lock.withLock { count } }
    }

    /// An element of ``Lenient``.
    struct Route: Decodable, Equatable {
        var id: Int
    }

    /// Reads any element, to skip one: a type without properties.
    struct Skipped: Decodable {}

    /// An array that leaves out the elements it cannot read, as many apps write it: it skips one by
    /// decoding a type that reads nothing, so that the container moves on.
    struct Lenient: Decodable, Equatable {
        var routes: [Route]

        struct Runaway: Error {}

        init(from decoder: any Decoder) throws {
            routes = try Self.routes(from: decoder) { !$0.isAtEnd }
        }

        /// The routes read while `isBefore` says the container is not past its last element.
        static func routes(from decoder: any Decoder, while isBefore: (any UnkeyedDecodingContainer) -> Bool)
            throws -> [Route]
        {
            var container = try decoder.unkeyedContainer()
            var routes: [Route] = []
            var rounds = 0
            while isBefore(container) {
                rounds += 1
                // Bounded, so that the test ends: the loop takes one round for each element.
                guard rounds <= 100 else {
                    Tally.runaways.note()
                    throw Runaway()
                }
                if let route = try? container.decode(Route.self) {
                    routes.append(route)
                } else {
                    _ = try? container.decode(Skipped.self)
                }
            }
            return routes
        }
    }

    /// The same array, whose loop compares its index with its count.
    struct LenientByIndex: Decodable, Equatable {
        var routes: [Route]

        init(from decoder: any Decoder) throws {
            routes = try Lenient.routes(from: decoder) { $0.currentIndex < $0.count ?? 0 }
        }
    }

    @Test func anArrayThatSkipsWhatItCannotReadEndsAsWithJSONDecoder() throws {
        let data = Data(#"[{"id":1},{"id":"two"},{"id":3}]"#.utf8)
        let expected = try JSONDecoder().decode(Lenient.self, from: data)
        #expect(expected.routes == [Route(id: 1), Route(id: 3)])
        #expect(try StateDecoder.decode(Lenient.self, from: data) == expected)
        #expect(try StateDecoder.decode(LenientByIndex.self, from: data).routes == expected.routes)
        // Once it gave up, StateDecoder refused to read the element to skip: the loop never ended.
        #expect(Tally.runaways.noted == 0)
    }
}
