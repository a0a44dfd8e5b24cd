/// PNG's five row filters (the PNG specification's filter types): each row is stored as its differences from
/// neighbouring bytes, which turns smooth or flat pictures into runs that compress well.
enum RowFilter: UInt8, CaseIterable {
    /// The bytes as they are.
    case none = 0
    /// Each byte minus the same channel of the pixel to its left.
    case sub = 1
    /// Each byte minus the byte above it.
    case up = 2
    /// Each byte minus the mean of the left and above bytes.
    case average = 3
    /// Each byte minus whichever of left, above or above-left the Paeth predictor picks.
    case paeth = 4

    /// The rows of `bitmap` as 8-bit RGB (`channels` 3, alpha dropped) or RGBA (`channels` 4), each
    /// preceded by its filter byte: the filter whose output has the least sum of absolute signed
    /// bytes, the lowest-numbered on a tie (the usual rule of thumb; a fixed rule keeps the bytes
    /// the same on every machine).
    static func filteredScanlines(of bitmap: Bitmap, channels: Int) -> [UInt8] {
        let rowLength = bitmap.width * channels
        var output: [UInt8] = []
        output.reserveCapacity((rowLength + 1) * bitmap.height)
        var previous = [UInt8](repeating: 0, count: rowLength)
        var current = [UInt8](repeating: 0, count: rowLength)
        var candidate = [UInt8](repeating: 0, count: rowLength)
        var best = [UInt8](repeating: 0, count: rowLength)
        bitmap.rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<bitmap.height {
                let rowStart = y * bitmap.width * 4
                for x in 0..<bitmap.width {
                    for channel in 0..<channels { current[x * channels + channel] = rgba[rowStart + x * 4 + channel] }
                }
                var bestFilter = RowFilter.none
                var bestScore = Int.max
                for filter in RowFilter.allCases {
                    let score = filter.apply(current, previous: previous, bytesPerPixel: channels, into: &candidate)
                    if score < bestScore {
                        bestScore = score
                        bestFilter = filter
                        swap(&best, &candidate)
                    }
                }
                output.append(bestFilter.rawValue)
                output.append(contentsOf: best)
                swap(&previous, &current)
            }
        }
        return output
    }

    /// Writes the filtered `row` into `output` and returns the sum of its bytes' magnitudes as
    /// signed numbers.
    func apply(_ row: [UInt8], previous: [UInt8], bytesPerPixel: Int, into output: inout [UInt8]) -> Int {
        var score = 0
        row.withUnsafeBufferPointer { row in
            previous.withUnsafeBufferPointer { above in
                output.withUnsafeMutableBufferPointer { output in
                    for index in 0..<row.count {
                        let left = index >= bytesPerPixel ? row[index - bytesPerPixel] : 0
                        let upperLeft = index >= bytesPerPixel ? above[index - bytesPerPixel] : 0
                        let predicted = predictor(left: left, above: above[index], upperLeft: upperLeft)
                        let value = row[index] &- predicted
                        output[index] = value
                        score += value < 128 ? Int(value) : 256 - Int(value)
                    }
                }
            }
        }
        return score
    }

    /// The value this filter subtracts from (or adds back to) a byte, given its neighbours.
    @inline(__always)
    func predictor(left: UInt8, above: UInt8, upperLeft: UInt8) -> UInt8 {
        switch self {
        case .none: return 0
        case .sub: return left
        case .up: return above
        case .average: return UInt8((Int(left) + Int(above)) / 2)
        case .paeth:
            let estimate = Int(left) + Int(above) - Int(upperLeft)
            let toLeft = abs(estimate - Int(left)), toAbove = abs(estimate - Int(above)), toUpperLeft = abs(estimate - Int(upperLeft))
            if toLeft <= toAbove && toLeft <= toUpperLeft { return left }
            return toAbove <= toUpperLeft ? above : upperLeft
        }
    }

    /// Undoes the filter of `row` in place, given the row above already unfiltered.
    func undo(_ row: inout [UInt8], previous: [UInt8], bytesPerPixel: Int) {
        guard self != .none else { return }
        previous.withUnsafeBufferPointer { above in
            row.withUnsafeMutableBufferPointer { row in
                for index in 0..<row.count {
                    let left = index >= bytesPerPixel ? row[index - bytesPerPixel] : 0
                    let upperLeft = index >= bytesPerPixel ? above[index - bytesPerPixel] : 0
                    row[index] = row[index] &+ predictor(left: left, above: above[index], upperLeft: upperLeft)
                }
            }
        }
    }
}
