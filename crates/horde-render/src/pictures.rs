//! What horde-render draws of a rule system, and the selection of a rule
//! system's own picture by type.
//!
//! [`Picture`] is implemented in this crate's per-game modules for the
//! rule systems it can draw, and once for [`Plain`] (no picture: pages
//! show the view as a panel, `horde render` says so). Front ends reach it
//! through [`with_picture`], never by a game's id.

use crate::model::RenderModel;
use crate::page::{Mark, Page};
use crate::svg::{SvgStyle, render_svg_base, render_svg_in, render_svg_top};
use crate::text::render_text_in;
use crate::words::Language;
use horde_core::{Game, Viewer};
use horde_data::Diagnostics;
use horde_rules::{GameFn, Lang, Plain, Registry, RuleSystem};
use std::any::TypeId;

/// What `horde render` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapRequest {
    pub mission: MissionRef,
    /// The reader's language; `None`: the picture's own (English) titles.
    pub language: Option<Language>,
    /// Text for a terminal instead of SVG.
    pub text: bool,
}

/// Which mission to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MissionRef {
    /// A shipped mission, by id.
    Shipped(String),
    /// A designer's mission file, as read.
    File(horde_data::Source),
}

/// A map picture, or why the mission cannot be drawn.
#[derive(Debug)]
pub enum MapPicture {
    Drawn(String),
    /// A mission file with content problems: each with file and line.
    Refused(Diagnostics),
}

/// A rule system as horde-render draws it.
pub trait Picture: RuleSystem {
    /// The board as `viewer` sees it, for a seat's page: SVG drawn from
    /// `view(viewer)` only, its few marks (a piece's initial, a kind's
    /// letter) in `lang`; the page titles it. `None`: no picture.
    /// Nothing else of the state may show: the server gives one drawing
    /// to every viewer whose view (and language) is equal to another's.
    fn board_svg(&self, viewer: Viewer, lang: Lang) -> Option<String>;

    /// The first part of every board of this match in `lang`, which never
    /// changes while it is played (its mission's map), so a page can fetch
    /// it once and keep it: `board_base(lang) + board_top(viewer, lang)`
    /// is `board_svg(viewer, lang)`. It is drawn from what every viewer
    /// sees all match long: a part of the map some viewer does not see,
    /// or that play changes, belongs in the top. `None` (the default):
    /// the board comes whole from [`Picture::board_top`].
    fn board_base(&self, lang: Lang) -> Option<String> {
        let _ = lang;
        None
    }

    /// The board after [`Picture::board_base`]: the whole board when it
    /// has no base.
    fn board_top(&self, viewer: Viewer, lang: Lang) -> Option<String> {
        self.board_svg(viewer, lang)
    }

    /// A mission's map as printed (`horde render`), or a message saying
    /// why not.
    fn map_picture(request: &MapRequest) -> Result<MapPicture, String>;

    /// What a seat's page shows beside the board for `viewer`, in `lang`
    /// (see [`Page`]). By default nothing: the page shows the view as it is.
    fn page(&self, viewer: Viewer, lang: Lang) -> Page {
        let _ = (viewer, lang);
        Page::default()
    }

    /// Where `event` happened, for the page to point at while it is told
    /// (a badge's letters in `lang`). Only called for events `viewer` sees
    /// (`event_view` is `Some`), and must show no more than that view. By
    /// default nowhere.
    fn mark(&self, event: &Self::Event, viewer: Viewer, lang: Lang) -> Option<Mark> {
        let _ = (event, viewer, lang);
        None
    }
}

impl<G: RuleSystem> Picture for Plain<G> {
    fn board_svg(&self, _viewer: Viewer, _lang: Lang) -> Option<String> {
        None
    }
    fn map_picture(_request: &MapRequest) -> Result<MapPicture, String> {
        Err(format!("no map picture for {}: horde-render has no drawing of it yet", G::ID))
    }
}

/// The style of a seat's Rue Morgue board: the page titles it and shows
/// the key beside it.
const RUE_MORGUE_BOARD: SvgStyle = SvgStyle { cell: 72, legend: false, zone_ids: true };

/// A Rue Morgue seat's board: the mission's map, and `viewer`'s view of
/// the pieces on it when given.
fn rue_morgue_board(game: &horde_rue_morgue::RueMorgue, viewer: Option<Viewer>, lang: Lang) -> (RenderModel, Language) {
    let mission = &game.statics().mission;
    let compiled = horde_rue_morgue::tiles::builtin_compiled(&mission.def.id).and_then(Result::ok);
    let mut map = crate::rue_morgue::map_model(&mission.def, &mission.map, compiled.as_ref().map(|c| &c.layout));
    // The page titles the board in the reader's language and names
    // zones by id: the picture itself stays free of words.
    map.title = String::new();
    map.subtitle = String::new();
    for z in &mut map.zones {
        z.name = None;
    }
    let overlay = viewer.map(|viewer| {
        // Pieces carry the letters the page's key explains, in its language.
        let tr = horde_rue_morgue::texts::texts().tr(lang);
        let letter = |k| horde_rue_morgue::texts::names::board_letter(tr, k);
        let initials = |i: usize| horde_rue_morgue::texts::names::initial(game, tr, i as u8);
        let mut overlay = crate::rue_morgue::overlay_named(&map, &game.view(viewer), &letter, &initials);
        // No status line: the base would depend on it (its height).
        overlay.status = String::new();
        overlay
    });
    let language = if lang == Lang::Ru { Language::Ru } else { Language::En };
    (RenderModel { map, overlay }, language)
}

impl Picture for horde_rue_morgue::RueMorgue {
    fn board_svg(&self, viewer: Viewer, lang: Lang) -> Option<String> {
        let (model, language) = rue_morgue_board(self, Some(viewer), lang);
        Some(render_svg_in(&model, &RUE_MORGUE_BOARD, language))
    }

    /// Every Rue Morgue map is public and fixed for the mission; only its
    /// doors change, and they are drawn in the top.
    fn board_base(&self, lang: Lang) -> Option<String> {
        let (model, language) = rue_morgue_board(self, None, lang);
        Some(render_svg_base(&model, &RUE_MORGUE_BOARD, language))
    }

    fn board_top(&self, viewer: Viewer, lang: Lang) -> Option<String> {
        let (model, language) = rue_morgue_board(self, Some(viewer), lang);
        Some(render_svg_top(&model, &RUE_MORGUE_BOARD, language))
    }

    fn map_picture(request: &MapRequest) -> Result<MapPicture, String> {
        let (mut map, def) = match crate::rue_morgue::mission_model(&request.mission)? {
            Ok(found) => found,
            Err(diagnostics) => return Ok(MapPicture::Refused(diagnostics)),
        };
        let language = request.language.unwrap_or(Language::En);
        if let Some(lang) = request.language {
            map.title = match lang {
                Language::Ru => def.name_ru.clone(),
                Language::En => def.name_en.clone(),
            };
            map.subtitle = crate::rue_morgue::subtitle(&def, language);
        }
        let model = RenderModel::map(map);
        Ok(MapPicture::Drawn(if request.text {
            render_text_in(&model, language)
        } else {
            render_svg_in(&model, &SvgStyle::default(), language)
        }))
    }

    fn page(&self, viewer: Viewer, lang: Lang) -> Page {
        crate::page::rue_morgue::page(self, viewer, lang)
    }

    /// Every event of Rue Morgue happens in the open.
    fn mark(&self, event: &Self::Event, _viewer: Viewer, lang: Lang) -> Option<Mark> {
        crate::page::rue_morgue::mark(self, event, lang)
    }
}

impl Picture for horde_grid_siege::GridSiege {
    fn board_svg(&self, viewer: Viewer, lang: Lang) -> Option<String> {
        Some(crate::grid_siege::board_svg(&self.view(viewer), lang))
    }

    /// Grid Siege has one fixed map: its picture is the public view of a
    /// new game (the pieces as dealt, no hidden hand).
    fn map_picture(request: &MapRequest) -> Result<MapPicture, String> {
        if request.text {
            return Err("grid-siege has no text picture here: `horde play grid-siege` draws it in the terminal".into());
        }
        let MissionRef::Shipped(mission) = &request.mission else {
            return Err("grid-siege plays its shipped map only; it has no mission files".into());
        };
        let setup = <Self as RuleSystem>::default_setup(mission, 2)?;
        let game = Self::new(&setup).map_err(|e| e.0)?;
        Ok(MapPicture::Drawn(crate::grid_siege::view_svg(&game.view(Viewer::Spectator))))
    }

    fn page(&self, viewer: Viewer, lang: Lang) -> Page {
        crate::page::grid_siege::page(self, viewer, lang)
    }

    /// Every event of Grid Siege on the board happens in the open.
    fn mark(&self, event: &Self::Event, _viewer: Viewer, lang: Lang) -> Option<Mark> {
        crate::page::grid_siege::mark(self, event, lang)
    }
}

impl Picture for horde_z_game::ZGame {
    fn board_svg(&self, viewer: Viewer, _lang: Lang) -> Option<String> {
        Some(crate::z_game::view_svg(&self.view(viewer)))
    }

    /// Z-Game deals its factions, tiles and first player by chance
    /// (ZG-GAP-2/3): its picture is the public view of a table of four
    /// dealt from a fixed seed, before the first decision of a seat.
    fn map_picture(request: &MapRequest) -> Result<MapPicture, String> {
        if request.text {
            return Err("z-game has no text picture here: `horde play z-game` draws it in the terminal".into());
        }
        let MissionRef::Shipped(mission) = &request.mission else {
            return Err("z-game plays its shipped city only; it has no mission files".into());
        };
        let setup = <Self as RuleSystem>::default_setup(mission, 4)?;
        let mut dealt = horde_core::Match::<Self>::new(setup, 0).map_err(|e| e.0)?;
        dealt.run_chance(&mut Vec::new());
        Ok(MapPicture::Drawn(crate::z_game::view_svg(&dealt.state().view(Viewer::Spectator))))
    }

    fn page(&self, viewer: Viewer, lang: Lang) -> Page {
        crate::page::z_game::page(self, viewer, lang)
    }

    /// Every location is public; the event is already the viewer's.
    fn mark(&self, event: &Self::Event, _viewer: Viewer, _lang: Lang) -> Option<Mark> {
        crate::page::z_game::mark(event)
    }
}

/// Generic code to run with the type that draws one rule system.
pub trait PictureFn {
    type Output;
    fn call<P: Picture>(self) -> Self::Output;
}

/// Runs `f` with rule system `G`'s picture: `G` itself when this crate
/// draws it, `Plain<G>` otherwise.
pub fn with_picture<G: RuleSystem, F: PictureFn>(f: F) -> F::Output {
    macro_rules! drawn {
        ($($game:ty),*) => {
            $(if TypeId::of::<G>() == TypeId::of::<$game>() {
                return f.call::<$game>();
            })*
        };
    }
    // One entry per rule system with a drawing (its module above).
    drawn!(
        horde_rue_morgue::RueMorgue,
        horde_grid_siege::GridSiege,
        horde_z_game::ZGame,
        horde_dead_of_night::DeadOfNight,
        horde_all_things_zombie::Atz
    );
    f.call::<Plain<G>>()
}

/// Runs `f` with the picture of rule system `id` of registry `R`.
pub fn dispatch_picture<R: Registry, F: PictureFn>(id: &str, f: F) -> Result<F::Output, horde_rules::UnknownGame> {
    struct Select<F>(F);
    impl<F: PictureFn> GameFn for Select<F> {
        type Output = F::Output;
        fn call<G: RuleSystem>(self) -> F::Output {
            with_picture::<G, F>(self.0)
        }
    }
    R::dispatch(id, Select(f))
}
