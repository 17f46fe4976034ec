import CChafa

/// How a terminal draws pictures: the kitty graphics protocol, sixel, iTerm2's inline images, or everywhere
/// else Unicode mosaics (half blocks, sextants) in true colour.
public enum ImageProtocol: String, Sendable, CaseIterable {
    case kitty, sixel, iterm, symbols
}

/// Draws a picture as a terminal's escape sequences, through chafa's canvas.
public enum CoverDrawing {
    /// The sequences that draw `image` at the cursor, fitted (its proportions kept) in `columns` × `rows`
    /// cells of `cell` pixels each.
    public static func draw(
        _ image: CoverImage, columns: Int, rows: Int, cell: (width: Int, height: Int),
        as format: ImageProtocol
    ) -> [UInt8] {
        let fitted = fitting(image, columns: columns, rows: rows, cell: cell)
        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(fitted.columns), Int32(fitted.rows))
        chafa_canvas_config_set_cell_geometry(config, Int32(cell.width), Int32(cell.height))
        chafa_canvas_config_set_pixel_mode(config, pixelMode(format))
        chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        let symbols = chafa_symbol_map_new()
        defer { chafa_symbol_map_unref(symbols) }
        chafa_symbol_map_add_by_tags(
            symbols,
            ChafaSymbolTags(
                CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue
                    | CHAFA_SYMBOL_TAG_SEXTANT.rawValue))
        chafa_canvas_config_set_symbol_map(config, symbols)

        let canvas = chafa_canvas_new(config)
        defer { chafa_canvas_unref(canvas) }
        image.rgba.withUnsafeBufferPointer { pixels in
            chafa_canvas_draw_all_pixels(
                canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress,
                Int32(image.width), Int32(image.height), Int32(image.width * 4))
        }
        // The fallback terminal knows every protocol's sequences: which one to use is forte's choice, made above.
        let database = chafa_term_db_get_default()
        let terminal = chafa_term_db_get_fallback_info(database)
        defer { chafa_term_info_unref(terminal) }
        let printed = chafa_canvas_print(canvas, terminal)!
        defer { forte_gstring_free(printed) }
        let start = UnsafeRawPointer(forte_gstring_bytes(printed)!)
        return Array(UnsafeRawBufferPointer(start: start, count: forte_gstring_length(printed)))
    }

    /// The cells `image` takes when drawn fitted in `columns` × `rows` cells of `cell` pixels: at least one each way.
    public static func fitting(
        _ image: CoverImage, columns: Int, rows: Int, cell: (width: Int, height: Int)
    ) -> (columns: Int, rows: Int) {
        var (fittedColumns, fittedRows) = (Int32(columns), Int32(rows))
        // Cells are taller than wide: the font's width over its height keeps a picture's proportions.
        chafa_calc_canvas_geometry(
            Int32(image.width), Int32(image.height), &fittedColumns, &fittedRows,
            Float(cell.width) / Float(cell.height), 0, 0)
        return (max(1, Int(fittedColumns)), max(1, Int(fittedRows)))
    }

    private static func pixelMode(_ format: ImageProtocol) -> ChafaPixelMode {
        switch format {
        case .kitty: CHAFA_PIXEL_MODE_KITTY
        case .sixel: CHAFA_PIXEL_MODE_SIXELS
        case .iterm: CHAFA_PIXEL_MODE_ITERM2
        case .symbols: CHAFA_PIXEL_MODE_SYMBOLS
        }
    }
}
