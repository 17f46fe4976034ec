import ForteHarvest
import ForteNetwork

extension HarvestError {
    /// The harvest's words for the command line: with the command to run or the options to check.
    var commandLineDescription: String {
        if case .transfer(let error) = self { return error.commandLineDescription }
        return description { remedy in
            switch remedy {
            case .harvestAgainLater: "run forte sync again later"
            case .resumesWithNextHarvest: "the harvest is kept and resumes with the next forte sync"
            case .seeFormats: "see the formats with forte identify URL"
            case .checkRequest: "check --set, --prefix and --from"
            }
        }
    }
}
