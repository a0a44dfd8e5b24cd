extension PNGImage {
    /// Why ``PNGImage/decode(_:)`` could not read some data, with a sentence saying where.
    public enum DecodingError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The data does not start with the 8-byte PNG signature.
        case notPNG
        /// The data ends early; the text says inside what.
        case truncated(String)
        /// A chunk's CRC-32 does not match its type and contents; the chunk's type, such as `IDAT`.
        case badChecksum(chunk: String)
        /// The chunks are missing, misplaced or malformed; the text says which.
        case badStructure(String)
        /// The image uses a PNG feature this decoder does not read, such as interlacing.
        case unsupported(String)
        /// The compressed image data or its filtered rows are corrupt; the text says how.
        case corruptImageData(String)

        /// The reason as a sentence, such as `PNG chunk IDAT fails its CRC-32 check`.
        public var description: String {
            switch self {
            case .notPNG: "The data is not a PNG: it does not start with the PNG signature 89 50 4E 47 0D 0A 1A 0A"
            case .truncated(let place): "The PNG is truncated: \(place)"
            case .badChecksum(let chunk): "PNG chunk \(chunk) fails its CRC-32 check: the file is damaged"
            case .badStructure(let problem): "The PNG is malformed: \(problem)"
            case .unsupported(let feature): "The PNG uses a feature this decoder does not read: \(feature)"
            case .corruptImageData(let problem): "The PNG's image data is corrupt: \(problem)"
            }
        }
    }
}
