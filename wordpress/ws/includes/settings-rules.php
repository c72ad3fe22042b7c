<?php
/**
 * The site owner's consent settings as pure rules: defaults, validation of a save, and the JSON
 * object the front end reads from <script type="application/json" id="ws-consent-settings">.
 *
 * No WordPress function may be called in this file: phpunit loads it alone (test/php/). It only
 * defines functions, so loading it directly does nothing.
 *
 * Messages are plain text (German, like the admin page) and may quote the refused value: whoever
 * prints them escapes them (the admin page passes them through esc_html before add_settings_error).
 */

declare(strict_types=1);

/** The languages the banner texts are kept in: 'de' for a German locale, 'en' for any other. */
function ws_settings_languages(): array
{
    return ['de' => 'Deutsch', 'en' => 'English'];
}

/**
 * The banner text fields (the front end's names, see elements/consent-banner/rules.ts) and the
 * most characters each may hold: 2000 for the two messages, 200 for the labels.
 */
function ws_settings_text_fields(): array
{
    return [
        'header' => 200,
        'message_optin' => 2000,
        'message_optout' => 2000,
        'accept_all' => 200,
        'deny' => 200,
        'save_preferences' => 200,
        'view_preferences' => 200,
        'manage_consent' => 200,
        'readmore_text' => 200,
        'category_functional' => 200,
        'category_preferences' => 200,
        'category_statistics' => 200,
        'category_marketing' => 200,
    ];
}

/** The colour fields the front end maps to --ws-banner-* properties (paletteProperties). */
function ws_settings_colour_fields(): array
{
    return [
        'colorpalette_background_color',
        'colorpalette_text_color',
        'colorpalette_button_accept_background_color',
        'colorpalette_button_accept_text_color',
        'colorpalette_button_deny_background_color',
        'colorpalette_button_deny_text_color',
    ];
}

/** Fields with a fixed list of values, each with its German description for the admin page. */
function ws_settings_choices(): array
{
    return [
        'consenttype' => [
            'optin' => 'Opt-in: nichts außer dem Nötigen, bis die Besucherin zustimmt (EU, DSGVO)',
            'optout' => 'Opt-out: alles läuft, bis der Besucher widerspricht (z. B. USA)',
            'optinstats' => 'Opt-in, auch für Statistik (Variante Vereinigtes Königreich)',
            'other' => 'Keine Einwilligung nötig: alles läuft, kein Banner',
        ],
        'region' => [
            'eu' => 'EU',
            'us' => 'USA',
            'uk' => 'Vereinigtes Königreich',
            'ca' => 'Kanada',
            'au' => 'Australien',
            'za' => 'Südafrika',
            'br' => 'Brasilien',
        ],
        'use_categories' => [
            'no' => 'Keine: nur „Alle akzeptieren“ und „Ablehnen“',
            'hidden' => 'Versteckt: Kategorien erst über „Einstellungen“',
            'visible' => 'Sichtbar: Kategorien mit Schaltern im Banner',
            'legacy' => 'Sichtbar (ältere Complianz-Darstellung)',
        ],
    ];
}

/** The most a counter (policy id, settings revision) may reach: a 32-bit integer, safe everywhere. */
const WS_SETTINGS_MAX_COUNTER = 2147483647;

/** Whole-number fields: [smallest, largest, unit for the message]. */
function ws_settings_ranges(): array
{
    return [
        'cookie_expiry' => [1, 3650, 'Tage'],
        'current_policy_id' => [1, WS_SETTINGS_MAX_COUNTER, ''],
        'dismiss_timeout_seconds' => [1, 600, 'Sekunden'],
        'retention_months' => [1, 120, 'Monate'],
        'settings_revision' => [0, WS_SETTINGS_MAX_COUNTER, ''],
    ];
}

/** Yes/no fields: an unticked checkbox sends nothing, so a missing one means no. */
function ws_settings_booleans(): array
{
    return [
        'set_cookies_on_root',
        'soft_cookiewall',
        'dismiss_on_scroll',
        'dismiss_on_timeout',
        'do_not_track',
        'record_consent',
        'emoji',
        'list_services',
    ];
}

/** The German name of each field, as on the admin page (and in every message). */
function ws_settings_labels(): array
{
    return [
        'consenttype' => 'Einwilligungsart',
        'region' => 'Region',
        'use_categories' => 'Kategorien im Banner',
        'cookie_expiry' => 'Laufzeit der Cookies',
        'cookie_domain' => 'Cookie-Domain',
        'cookie_path' => 'Cookie-Pfad',
        'set_cookies_on_root' => 'Cookies auf dem Wurzelpfad',
        'prefix' => 'Cookie-Präfix',
        'current_policy_id' => 'Richtlinienversion',
        'soft_cookiewall' => 'Weiche Cookie-Wall',
        'dismiss_on_scroll' => 'Schließen beim Scrollen',
        'dismiss_on_timeout' => 'Schließen nach Zeit',
        'dismiss_timeout_seconds' => 'Wartezeit bis zum Schließen',
        'do_not_track' => 'Do Not Track beachten',
        'emoji' => 'Emoji-Erkennung von WordPress',
        'list_services' => 'Erkannte Dienste im Banner nennen',
        'texts' => 'Texte',
        'readmore_url' => 'Link zur Datenschutzerklärung',
        'record_consent' => 'Einwilligungen protokollieren',
        'retention_months' => 'Aufbewahrung der Protokolle',
        'settings_revision' => 'Einstellungsstand',
        'colorpalette_background_color' => 'Hintergrundfarbe des Banners',
        'colorpalette_text_color' => 'Textfarbe des Banners',
        'colorpalette_button_accept_background_color' => 'Hintergrund von „Alle akzeptieren“',
        'colorpalette_button_accept_text_color' => 'Text von „Alle akzeptieren“',
        'colorpalette_button_deny_background_color' => 'Hintergrund von „Ablehnen“',
        'colorpalette_button_deny_text_color' => 'Text von „Ablehnen“',
    ];
}

/** The German name of each banner text field. */
function ws_settings_text_labels(): array
{
    return [
        'header' => 'Überschrift',
        'message_optin' => 'Nachricht bei Opt-in',
        'message_optout' => 'Nachricht bei Opt-out',
        'accept_all' => 'Schaltfläche „Alle akzeptieren“',
        'deny' => 'Schaltfläche „Ablehnen“',
        'save_preferences' => 'Schaltfläche „Auswahl speichern“',
        'view_preferences' => 'Schaltfläche „Einstellungen“',
        'manage_consent' => 'Schaltfläche „Einwilligung verwalten“',
        'readmore_text' => 'Linktext zur Datenschutzerklärung',
        'category_functional' => 'Kategorie „Funktional“',
        'category_preferences' => 'Kategorie „Präferenzen“',
        'category_statistics' => 'Kategorie „Statistiken“',
        'category_marketing' => 'Kategorie „Marketing“',
    ];
}

/** Every setting with its default: opt-in, EU, categories visible, Complianz's cookie prefix. */
function ws_settings_defaults(): array
{
    $texts = array_fill_keys(array_keys(ws_settings_text_fields()), '');
    return [
        'consenttype' => 'optin',
        'region' => 'eu',
        'use_categories' => 'visible',
        'cookie_expiry' => 365,
        'cookie_domain' => '',
        'cookie_path' => '/',
        'set_cookies_on_root' => false,
        // Complianz's prefix, so a site that used Complianz keeps its visitors' choices.
        'prefix' => 'cmplz_',
        'current_policy_id' => 1,
        'soft_cookiewall' => false,
        'dismiss_on_scroll' => false,
        'dismiss_on_timeout' => false,
        'dismiss_timeout_seconds' => 10,
        'do_not_track' => true,
        'emoji' => false,
        'list_services' => true,
        'texts' => array_fill_keys(array_keys(ws_settings_languages()), $texts),
        'colorpalette_background_color' => '',
        'colorpalette_text_color' => '',
        'colorpalette_button_accept_background_color' => '',
        'colorpalette_button_accept_text_color' => '',
        'colorpalette_button_deny_background_color' => '',
        'colorpalette_button_deny_text_color' => '',
        'readmore_url' => '',
        'record_consent' => true,
        'retention_months' => 12,
        'settings_revision' => 0,
    ];
}

/* ------------------------------------------------------------------------------------------ */
/* Checks: each returns [true, clean value] or [false, what the value must be].               */
/* ------------------------------------------------------------------------------------------ */

/** Yes/no: true, false, 1, 0, '1', '0', '', 'on', 'off', 'yes', 'no', 'true', 'false'. */
function ws_settings_check_bool(mixed $raw): array
{
    if (is_bool($raw)) {
        return [true, $raw];
    }
    if ($raw === 1 || $raw === 0) {
        return [true, $raw === 1];
    }
    if (is_string($raw)) {
        $word = strtolower(ws_settings_trim($raw));
        if (in_array($word, ['1', 'on', 'yes', 'true'], true)) {
            return [true, true];
        }
        if (in_array($word, ['', '0', 'off', 'no', 'false'], true)) {
            return [true, false];
        }
    }
    return [false, 'muss an oder aus sein'];
}

/** A whole number from $min to $max: an int, an integral float, or a string of digits only. */
function ws_settings_check_int(mixed $raw, int $min, int $max, string $unit): array
{
    $must = sprintf('muss eine ganze Zahl von %d bis %d%s sein', $min, $max, $unit === '' ? '' : ' (' . $unit . ')');
    $number = null;
    if (is_int($raw)) {
        $number = $raw;
    } elseif (is_float($raw)) {
        if (is_finite($raw) && floor($raw) === $raw && $raw >= $min && $raw <= $max) {
            $number = (int) $raw;
        }
    } elseif (is_string($raw)) {
        // Digits only: no sign, no exponent ('1e999'), no decimals; ten digits at most, so the
        // conversion never overflows before the range check.
        if (preg_match('/^\s*0*(\d{1,10})\s*$/D', $raw, $match) === 1) {
            $number = (int) $match[1];
        }
    }
    if ($number === null || $number < $min || $number > $max) {
        return [false, $must];
    }
    return [true, $number];
}

/** One of the listed values, exactly (surrounding spaces aside). */
function ws_settings_check_choice(mixed $raw, array $allowed): array
{
    $value = is_string($raw) ? ws_settings_trim($raw) : $raw;
    if (is_string($value) && in_array($value, $allowed, true)) {
        return [true, $value];
    }
    return [false, 'muss einer dieser Werte sein: ' . implode(', ', $allowed)];
}

/** Spaces, tabs and line breaks off both ends (a control character such as NUL stays, to be refused). */
function ws_settings_trim(string $value): string
{
    return trim($value, " \t\n\r");
}

/** A string that is valid UTF-8 (anything else is not text). */
function ws_settings_is_utf8(string $value): bool
{
    return preg_match('//u', $value) === 1;
}

/** The number of characters (code points) of a valid UTF-8 string. */
function ws_settings_length(string $value): int
{
    return function_exists('mb_strlen') ? mb_strlen($value, 'UTF-8') : (int) preg_match_all('/./su', $value);
}

/** Empty, or a host name: letters, digits, dots and hyphens, optionally starting with a dot. */
function ws_settings_check_domain(mixed $raw): array
{
    $must = 'muss leer sein oder ein Hostname aus Buchstaben, Ziffern, Punkten und Bindestrichen (z. B. '
        . '.beispiel.de), ohne Leerzeichen, Semikolon oder Komma';
    if (!is_string($raw)) {
        return [false, $must];
    }
    $value = ws_settings_trim($raw);
    if ($value === '') {
        return [true, ''];
    }
    if (strlen($value) > 253 || preg_match('/^\.?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*$/D', $value) !== 1) {
        return [false, $must];
    }
    return [true, strtolower($value)];
}

/** A cookie path: starts with '/', printable ASCII, no ';', ',' or whitespace. */
function ws_settings_check_path(mixed $raw): array
{
    $must = 'muss mit / beginnen und darf weder Semikolon, Komma, Leerzeichen noch Sonderzeichen enthalten (z. B. /)';
    if (!is_string($raw)) {
        return [false, $must];
    }
    $value = ws_settings_trim($raw);
    if (strlen($value) > 255 || preg_match('#^/[!-~]*$#D', $value) !== 1 || strpbrk($value, ';,') !== false) {
        return [false, $must];
    }
    return [true, $value];
}

/** The cookie name prefix: up to 32 letters, digits, '_' or '-' (may be empty). */
function ws_settings_check_prefix(mixed $raw): array
{
    $must = 'darf nur aus bis zu 32 Buchstaben (A–Z, a–z), Ziffern, _ und - bestehen';
    if (!is_string($raw)) {
        return [false, $must];
    }
    $value = ws_settings_trim($raw);
    if (preg_match('/^[A-Za-z0-9_-]{0,32}$/D', $value) !== 1) {
        return [false, $must];
    }
    return [true, $value];
}

/** Empty, or a colour as #rgb or #rrggbb (kept in lower case). */
function ws_settings_check_colour(mixed $raw): array
{
    $must = 'muss leer sein oder eine Farbe als #rgb oder #rrggbb (z. B. #1e73be)';
    if (!is_string($raw)) {
        return [false, $must];
    }
    $value = strtolower(ws_settings_trim($raw));
    if ($value !== '' && preg_match('/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/D', $value) !== 1) {
        return [false, $must];
    }
    return [true, $value];
}

/**
 * Empty, an http(s) URL with a host, or a path on this site starting with a single '/'. Never
 * whitespace, control or invisible characters, quotes, angle brackets or backslashes, so nothing
 * but http, https or this site can come out of it (javascript:, data: and '//elsewhere' refused).
 */
function ws_settings_check_url(mixed $raw): array
{
    $must = 'muss leer sein, eine Adresse mit http:// oder https:// oder ein Pfad dieser Website, der mit einem '
        . 'einzelnen / beginnt (z. B. /datenschutz/)';
    if (!is_string($raw)) {
        return [false, $must];
    }
    $value = ws_settings_trim($raw);
    if ($value === '') {
        return [true, ''];
    }
    if (strlen($value) > 2000
        || !ws_settings_is_utf8($value)
        || preg_match('/[\p{C}\p{Z}\s"\'<>\\\\`]/u', $value) === 1) {
        return [false, $must];
    }
    if ($value[0] === '/') {
        // '//host' and '/\host' would leave the site.
        return strlen($value) > 1 && ($value[1] === '/' || $value[1] === '\\') ? [false, $must] : [true, $value];
    }
    if (preg_match('#^https?://[^/?\#]+#i', $value) !== 1) {
        return [false, $must];
    }
    return [true, $value];
}

/**
 * A banner text: a string, newlines normalised to "\n", trimmed, valid UTF-8, no control
 * characters but newline and tab, at most $max characters. Tags are kept: the text is data that
 * the front end renders as text, and that the admin page prints escaped.
 */
function ws_settings_check_text(mixed $raw, int $max): array
{
    if (!is_string($raw)) {
        return [false, 'muss ein Text sein'];
    }
    $value = trim(str_replace(["\r\n", "\r"], "\n", $raw), " \t\n");
    if (!ws_settings_is_utf8($value)) {
        return [false, 'enthält Zeichen, die kein gültiges UTF-8 sind'];
    }
    if (preg_match('/[^\P{Cc}\t\n]/u', $value) === 1) {
        return [false, 'darf außer Zeilenumbrüchen und Tabulatoren keine Steuerzeichen enthalten'];
    }
    $length = ws_settings_length($value);
    if ($length > $max) {
        return [false, sprintf('darf höchstens %d Zeichen lang sein (hat %d)', $max, $length)];
    }
    return [true, $value];
}

/** A value as it appears in a message: short, one line, quoted; arrays and the like named. */
function ws_settings_show(mixed $value): string
{
    if (is_bool($value)) {
        return $value ? 'an' : 'aus';
    }
    if (is_int($value)) {
        return (string) $value;
    }
    if (is_float($value)) {
        return is_finite($value) ? (string) $value : 'keine endliche Zahl';
    }
    if (is_array($value)) {
        return 'eine Liste';
    }
    if ($value === null) {
        return 'nichts';
    }
    if (!is_string($value)) {
        return 'ein Wert vom Typ ' . get_debug_type($value);
    }
    if ($value === '') {
        return 'leer';
    }
    if (!ws_settings_is_utf8($value)) {
        return 'ungültiger Text';
    }
    $shown = (string) preg_replace('/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u', '?', $value);
    if (ws_settings_length($shown) > 40) {
        preg_match('/^.{40}/su', $shown, $start);
        $shown = $start[0] . '…';
    }
    return '„' . $shown . '“';
}

/** The message of a refused value: the field's name, what it must be, what was refused and kept. */
function ws_settings_message(string $label, string $must, mixed $refused, mixed $kept): string
{
    $kept_text = $kept === '' ? 'das Feld bleibt leer' : ws_settings_show($kept) . ' bleibt';
    return sprintf('%s %s; %s abgelehnt, %s.', $label, $must, ws_settings_show($refused), $kept_text);
}

/**
 * Runs one field's check over a settings array without messages (for $current and stored
 * options): the valid value, or the default.
 */
function ws_settings_clean_or_default(string $field, array $source, array $defaults): mixed
{
    if (!array_key_exists($field, $source)) {
        return $defaults[$field];
    }
    [$ok, $value] = ws_settings_check($field, $source[$field]);
    return $ok ? $value : $defaults[$field];
}

/** One top-level field's check (texts excluded): [true, clean value] or [false, what it must be]. */
function ws_settings_check(string $field, mixed $raw): array
{
    $choices = ws_settings_choices();
    $ranges = ws_settings_ranges();
    if (isset($choices[$field])) {
        return ws_settings_check_choice($raw, array_keys($choices[$field]));
    }
    if (isset($ranges[$field])) {
        [$min, $max, $unit] = $ranges[$field];
        return ws_settings_check_int($raw, $min, $max, $unit);
    }
    if (in_array($field, ws_settings_booleans(), true)) {
        return ws_settings_check_bool($raw);
    }
    if (in_array($field, ws_settings_colour_fields(), true)) {
        return ws_settings_check_colour($raw);
    }
    return match ($field) {
        'cookie_domain' => ws_settings_check_domain($raw),
        'cookie_path' => ws_settings_check_path($raw),
        'prefix' => ws_settings_check_prefix($raw),
        'readmore_url' => ws_settings_check_url($raw),
        default => [false, 'ist keine bekannte Einstellung'],
    };
}

/** $current made complete and valid: each missing or broken field (texts included) is its default. */
function ws_settings_complete(array $current): array
{
    $defaults = ws_settings_defaults();
    $complete = [];
    foreach ($defaults as $field => $default) {
        $complete[$field] = $field === 'texts' ? $default : ws_settings_clean_or_default($field, $current, $defaults);
    }
    $texts = $current['texts'] ?? null;
    foreach (ws_settings_text_fields() as $name => $max) {
        foreach (array_keys(ws_settings_languages()) as $language) {
            $raw = is_array($texts) && is_array($texts[$language] ?? null) ? ($texts[$language][$name] ?? null) : null;
            if ($raw !== null) {
                [$ok, $value] = ws_settings_check_text($raw, $max);
                if ($ok) {
                    $complete['texts'][$language][$name] = $value;
                }
            }
        }
    }
    return $complete;
}

/**
 * Validates a save ($input, e.g. the posted form after wp_unslash) against the settings in force.
 *
 * Returns ['values' => every setting, 'errors' => list of ['field' => ..., 'message' => ...]].
 * A refused value keeps its value from $current, with a message naming the field. A missing yes/no
 * field is no (an unticked checkbox sends nothing); any other missing field keeps $current.
 * Unknown keys are dropped. Texts are named 'texts.de.header' and the like in the errors.
 */
function ws_validate_settings(array $input, array $current): array
{
    $values = ws_settings_complete($current);
    $labels = ws_settings_labels();
    $errors = [];

    foreach (ws_settings_defaults() as $field => $default) {
        if ($field === 'texts') {
            continue;
        }
        $boolean = in_array($field, ws_settings_booleans(), true);
        $raw = $input[$field] ?? null;
        if ($raw === null) {
            if ($boolean) {
                $values[$field] = false;
            }
            continue;
        }
        [$ok, $value] = ws_settings_check($field, $raw);
        if ($ok) {
            $values[$field] = $value;
        } else {
            $errors[] = [
                'field' => $field,
                'message' => ws_settings_message($labels[$field], $value, $raw, $values[$field]),
            ];
        }
    }

    $texts = $input['texts'] ?? null;
    if ($texts !== null && !is_array($texts)) {
        $errors[] = [
            'field' => 'texts',
            'message' => sprintf(
                'Texte müssen je Sprache und Feld ein Text sein; %s abgelehnt, die bisherigen Texte bleiben.',
                ws_settings_show($texts)
            ),
        ];
        $texts = null;
    }
    foreach (ws_settings_languages() as $language => $language_name) {
        $given = is_array($texts) ? ($texts[$language] ?? null) : null;
        if ($given === null) {
            continue;
        }
        if (!is_array($given)) {
            $errors[] = [
                'field' => 'texts.' . $language,
                'message' => sprintf(
                    'Texte (%s) müssen je Feld ein Text sein; %s abgelehnt, die bisherigen Texte bleiben.',
                    $language_name,
                    ws_settings_show($given)
                ),
            ];
            continue;
        }
        foreach (ws_settings_text_fields() as $name => $max) {
            $raw = $given[$name] ?? null;
            if ($raw === null) {
                continue;
            }
            [$ok, $value] = ws_settings_check_text($raw, $max);
            if ($ok) {
                $values['texts'][$language][$name] = $value;
            } else {
                $label = sprintf('Text „%s“ (%s)', ws_settings_text_labels()[$name], $language_name);
                $errors[] = [
                    'field' => "texts.$language.$name",
                    'message' => ws_settings_message($label, $value, $raw, $values['texts'][$language][$name]),
                ];
            }
        }
    }

    return ['values' => $values, 'errors' => $errors];
}

/**
 * The settings from a stored option of any shape: missing or broken fields take their defaults
 * (a missing yes/no field too: an option saved before the field existed must not turn it off).
 */
function ws_settings_from_stored(mixed $stored): array
{
    return ws_settings_complete(is_array($stored) ? $stored : []);
}

/**
 * The settings with the next policy version, so every visitor is asked again; or an error when
 * the counter is at its end. Returns ['values' => ..., 'errors' => ...] like ws_validate_settings.
 */
function ws_raise_policy_id(array $settings): array
{
    $values = ws_settings_complete($settings);
    if ($values['current_policy_id'] >= WS_SETTINGS_MAX_COUNTER) {
        return [
            'values' => $values,
            'errors' => [[
                'field' => 'current_policy_id',
                'message' => sprintf(
                    'Die Richtlinienversion kann nicht über %d steigen; sie bleibt %d.',
                    WS_SETTINGS_MAX_COUNTER,
                    $values['current_policy_id']
                ),
            ]],
        ];
    }
    $values['current_policy_id']++;
    return ['values' => $values, 'errors' => []];
}

/** The settings after a successful save: the settings revision one higher than $current's. */
function ws_settings_next_revision(array $values, array $current): array
{
    $before = ws_settings_complete($current)['settings_revision'];
    $values['settings_revision'] = min(
        WS_SETTINGS_MAX_COUNTER,
        max($before, (int) ($values['settings_revision'] ?? 0)) + 1
    );
    return $values;
}

/** 'de' for a German locale (de, de_DE, de_CH_informal, de-AT), else 'en'. */
function ws_language_of_locale(string $locale): string
{
    return preg_match('/^de(?:[_-]|$)/iD', trim($locale)) === 1 ? 'de' : 'en';
}

/**
 * The JSON object of <script type="application/json" id="ws-consent-settings">: the field names
 * the front end reads (consent-bus/settings.ts, elements/consent-banner/rules.ts). Texts of
 * $language ('de' or 'en'; a locale is mapped) only when non-empty, so the front end's own
 * defaults fill the rest; colours and the read-more link only when set. `url` is the REST base
 * (rest_url('ws'), the front end adds /v1/banner); `version`, the session-cache key of the banner
 * service's answers, and `banner_version` follow the settings revision, so every save renews them.
 * $scanned is the last scan's services (name => ['category' => …]); with `list_services` each
 * category's names go out as `services_<category>`, shown under its switch.
 */
function ws_front_settings(array $settings, string $language, string $rest_base, array $scanned = []): array
{
    $s = ws_settings_complete($settings);
    $language = isset(ws_settings_languages()[$language]) ? $language : ws_language_of_locale($language);
    $front = [
        'prefix' => $s['prefix'],
        'region' => $s['region'],
        'consenttype' => $s['consenttype'],
        'use_categories' => $s['use_categories'],
        'cookie_expiry' => $s['cookie_expiry'],
        'cookie_domain' => $s['cookie_domain'],
        'cookie_path' => $s['cookie_path'],
        'set_cookies_on_root' => $s['set_cookies_on_root'],
        'current_policy_id' => (string) $s['current_policy_id'],
        'soft_cookiewall' => $s['soft_cookiewall'],
        'dismiss_on_scroll' => $s['dismiss_on_scroll'],
        'dismiss_on_timeout' => $s['dismiss_on_timeout'],
        'dismiss_timeout' => $s['dismiss_timeout_seconds'] * 1000,
        'do_not_track' => $s['do_not_track'],
        'record_consent' => $s['record_consent'],
        'url' => $rest_base,
        'version' => 'r' . $s['settings_revision'],
        'banner_version' => (string) $s['settings_revision'],
    ];
    if ($s['readmore_url'] !== '') {
        $front['readmore_optin'] = $s['readmore_url'];
        $front['readmore_optout'] = $s['readmore_url'];
        $front['readmore_url'] = $s['readmore_url'];
    }
    foreach (ws_settings_colour_fields() as $field) {
        if ($s[$field] !== '') {
            $front[$field] = $s[$field];
        }
    }
    foreach ($s['texts'][$language] as $name => $text) {
        if ($text !== '') {
            $front[$name] = $text;
        }
    }
    if ($s['list_services']) {
        foreach (ws_service_names_by_category($scanned) as $category => $names) {
            $front["services_{$category}"] = $names;
        }
    }
    return $front;
}

/**
 * The scanned services' names per category that asks the visitor, sorted and joined with commas
 * ('marketing' => 'Google Maps, YouTube'), under the switch that releases them; entries without a
 * string name or a known category are left out, and each list stays under 300 characters.
 *
 * @return array<string, string>
 */
function ws_service_names_by_category(array $scanned): array
{
    $names = [];
    foreach ($scanned as $name => $entry) {
        $category = is_array($entry) ? ($entry['category'] ?? null) : null;
        // Anonymous statistics are released with the statistics switch (docs/WORDPRESS.md "Known services").
        $category = $category === 'statistics-anonymous' ? 'statistics' : $category;
        if (is_string($name) && trim($name) !== '' && in_array(
            $category,
            ['preferences', 'statistics', 'marketing'],
            true
        )) {
            $names[$category][] = trim($name);
        }
    }
    $lists = [];
    foreach ($names as $category => $list) {
        // One name per service however it is written ("Vimeo" from the plugin, "vimeo" from Complianz's markup).
        usort($list, static fn (string $a, string $b): int => strnatcasecmp($a, $b) ?: strcmp($a, $b));
        $list = array_values(array_filter(
            $list,
            static fn (string $name, int $index): bool => $index === 0
                || mb_strtolower($list[$index - 1]) !== mb_strtolower($name),
            ARRAY_FILTER_USE_BOTH
        ));
        $joined = '';
        foreach ($list as $name) {
            $next = $joined === '' ? $name : "{$joined}, {$name}";
            if (mb_strlen($next) > 300) {
                $joined .= ' …';
                break;
            }
            $joined = $next;
        }
        $lists[$category] = $joined;
    }
    ksort($lists);
    return $lists;
}

/** JSON flags for settings inside a <script> element: no '<', '>', '&' or quotes survive raw. */
const WS_SETTINGS_JSON_FLAGS = JSON_HEX_TAG
    | JSON_HEX_AMP
    | JSON_HEX_APOS
    | JSON_HEX_QUOT
    | JSON_UNESCAPED_UNICODE
    | JSON_UNESCAPED_SLASHES;

/** ws_front_settings() as the text of the <script type="application/json"> element ('{}' if it cannot be encoded). */
function ws_front_settings_json(array $front): string
{
    $json = json_encode($front, WS_SETTINGS_JSON_FLAGS | JSON_INVALID_UTF8_SUBSTITUTE);
    return is_string($json) ? $json : '{}';
}

/** Whether a browser on $host stores a cookie for $domain: empty, the host itself, or a parent of it. */
function ws_cookie_domain_fits(string $domain, string $host): bool
{
    $domain = strtolower(ltrim(trim($domain), '.'));
    $host = strtolower($host);
    return $domain === '' || $host === $domain || str_ends_with($host, '.' . $domain);
}
