import ForteCatalog
import Foundation

/// Where a windowed harvest cuts a list or a window: by time, in pieces of about `target` records as far as the
/// first page's `completeListSize` tells, a datestamp that fills a whole page being given a window of its own.
extension WindowedHarvest {
    /// How a list is cut, decided on its first page: nil when it is harvested as one list (a few pages only, or a
    /// repository that does not say how long its lists are).
    struct Plan {
        var pieces: [HarvestWindow]
        /// Records a window may hold before its first page has it cut again.
        var target: Int
        /// The points the harvest's windows lie between: from its `from` (or the repository's earliest datestamp) to now.
        var span: ClosedRange<Int>
        /// The plan as a page to store: no records, the harvest's stamps.
        var page: HarvestedPage
    }

    func plan(_ first: OAIPage, from: String?, earliest: String?, harvestID: String, began: Date) -> Plan? {
        guard connections > 1, let size = first.response.resumptionToken?.completeListSize,
            size > first.records.count * connections * 2
        else { return nil }
        let harvestStart = ResponseDate.harvestStart(first.response.responseDate, began: began, logger: logger)
        guard let low = (from ?? earliest).flatMap(scale.point), let high = scale.point(harvestStart), low < high else {
            return nil
        }
        let target = max(size / (connections * 4), first.records.count * 2)
        guard let pieces = cut(HarvestWindow(from: from, until: nil), first, target: target, span: low...high) else {
            return nil
        }
        return Plan(
            pieces: pieces, target: target, span: low...high,
            page: HarvestedPage(
                records: [], nextToken: nil, endsList: false, harvestStart: harvestStart,
                harvestID: harvestID, from: from, completeListSize: size, size: 0))
    }

    /// The pieces `window` is cut in, its first page seen; nil when it is harvested whole: it holds about `target`
    /// records or fewer, or it lies on one datestamp.
    func cut(_ window: HarvestWindow, _ first: OAIPage, target: Int, span: ClosedRange<Int>) -> [HarvestWindow]? {
        let size = first.response.resumptionToken?.completeListSize ?? first.records.count
        guard size > target, size - target > target / 2 else { return nil }
        let low = window.from.flatMap(scale.point) ?? span.lowerBound
        let high = window.until.flatMap(scale.point) ?? span.upperBound
        guard low < high else { return nil }
        let stamps = Set(first.records.map(\.header.datestamp))
        var cuts: [Int]
        if first.records.count > 1, stamps.count == 1, let point = stamps.first.flatMap(scale.point),
            (low...high).contains(point)
        {
            // A page of one datestamp: most likely many records share it (a migration stamps them all alike), and
            // time cannot cut them apart: they get a window of their own, harvested as one list.
            cuts = Array(Set([low, point, point + 1].filter { $0 <= high })).sorted()
        } else {
            cuts = DatestampScale.cuts(first: low, last: high, pieces: min(maxPieces, (size + target - 1) / target))
        }
        guard cuts.count > 1 else { return nil }
        return cuts.indices.map { index in
            HarvestWindow(
                from: index == 0 ? window.from : scale.datestamp(cuts[index]),
                until: index == cuts.count - 1 ? window.until : scale.datestamp(cuts[index + 1] - 1))
        }
    }
}
