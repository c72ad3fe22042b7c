<?php
/**
 * The admin page Settings → "ws Consent": the option WS_OPTION through the Settings API, validated
 * by ws_validate_settings() (settings-rules.php), and the button that starts a new policy version.
 *
 * Everything printed is escaped: banner texts are data (the front end renders them as text) and
 * appear here only through esc_textarea/esc_attr, so "</script>" or "\"><img onerror=…>" in a
 * text shows as typed.
 */

declare(strict_types=1);

if (!defined('ABSPATH')) {
    exit;
}

/** The page's slug: options-general.php?page=ws-consent. */
const WS_SETTINGS_ADMIN_SLUG = 'ws-consent';
/** The Settings API group of the option (settings_fields() prints its nonce). */
const WS_SETTINGS_GROUP = 'ws_consent';
/** admin-post.php action (and nonce action) of "Neue Richtlinienversion". */
const WS_NEW_POLICY_ACTION = 'ws_new_policy_version';

add_action('admin_menu', 'ws_admin_settings_menu');
add_action('admin_init', 'ws_admin_settings_register');
add_action('admin_post_' . WS_NEW_POLICY_ACTION, 'ws_admin_new_policy_version');
/** The scan of the site's pages for known services (docs/WORDPRESS.md "Known services"). */
const WS_SCAN_ACTION = 'ws_scan_services';
add_action('admin_post_' . WS_SCAN_ACTION, 'ws_admin_scan_services');
add_action('admin_enqueue_scripts', 'ws_admin_settings_assets');

function ws_admin_settings_menu(): void
{
    add_options_page('ws Consent', 'ws Consent', 'manage_options', WS_SETTINGS_ADMIN_SLUG, 'ws_admin_settings_page');
}

function ws_admin_settings_register(): void
{
    register_setting(WS_SETTINGS_GROUP, WS_OPTION, [
        'type' => 'array',
        'description' => 'ws consent settings',
        'sanitize_callback' => 'ws_admin_sanitize_settings',
        'show_in_rest' => false,
        'default' => ws_settings_defaults(),
    ]);
}

/** The settings error code of a field ('texts.de.header' → 'ws-texts-de-header'), also the input's id. */
function ws_admin_field_id(string $field): string
{
    return 'ws-' . str_replace(['.', '_'], '-', $field);
}

/** The input name of a field: 'texts.de.header' → 'ws_consent_settings[texts][de][header]'. */
function ws_admin_field_name(string $field): string
{
    return WS_OPTION . '[' . implode('][', explode('.', $field)) . ']';
}

/**
 * The sanitize callback of WS_OPTION (runs inside update_option, e.g. from options.php, which has
 * already unslashed the form). Each refused value keeps its previous value and gets a message;
 * every save raises the settings revision, so the front end's session cache is renewed.
 */
function ws_admin_sanitize_settings(mixed $input): array
{
    // update_option() of an option that does not exist yet sanitizes twice (update, then
    // add_option): the second pass gets our own answer and must not count a second save.
    static $last = null;
    if (is_array($last) && $input === $last) {
        return $last;
    }
    $current = ws_settings_from_stored(get_option(WS_OPTION, []));
    if (!is_array($input)) {
        ws_admin_settings_error(
            'ws-settings',
            'Die Einstellungen kamen nicht als Formular an; nichts wurde geändert.',
            'error'
        );
        return $last = $current;
    }
    $result = ws_validate_settings($input, $current);
    $host = (string) wp_parse_url(home_url(), PHP_URL_HOST);
    if (!ws_cookie_domain_fits($result['values']['cookie_domain'], $host)) {
        // No browser would store a cookie for another domain: every visitor would be asked on every page.
        $result['errors'][] = [
            'field' => 'cookie_domain',
            'message' => sprintf(
                'Cookie-Domain „%s“ passt nicht zu dieser Website (%s): kein Browser würde die Wahl '
                    . 'speichern; „%s“ bleibt.',
                $result['values']['cookie_domain'],
                $host,
                $current['cookie_domain']
            ),
        ];
        $result['values']['cookie_domain'] = $current['cookie_domain'];
    }
    foreach ($result['errors'] as $error) {
        ws_admin_settings_error(ws_admin_field_id($error['field']), $error['message'], 'error');
    }
    if ($result['errors'] !== []) {
        ws_admin_settings_error('ws-saved-partly', 'Alle anderen Einstellungen wurden gespeichert.', 'info');
    }
    return $last = ws_settings_next_revision($result['values'], $current);
}

/** add_settings_error() with the message escaped (settings_errors() prints messages as HTML). */
function ws_admin_settings_error(string $code, string $message, string $type): void
{
    if (function_exists('add_settings_error')) {
        add_settings_error(WS_OPTION, $code, esc_html($message), $type);
    }
}

/** admin-post.php?action=ws_new_policy_version: the policy version one higher, so every visitor is asked again. */
function ws_admin_new_policy_version(): void
{
    if (!current_user_can('manage_options')) {
        wp_die(esc_html('Sie dürfen die Einstellungen von ws Consent nicht ändern.'), '', ['response' => 403]);
    }
    check_admin_referer(WS_NEW_POLICY_ACTION);
    $raised = ws_raise_policy_id(ws_settings());
    if ($raised['errors'] === []) {
        update_option(WS_OPTION, $raised['values']);
        $version = ws_settings()['current_policy_id'];
        ws_admin_settings_error(
            'ws-new-policy',
            sprintf(
                'Neue Richtlinienversion %d: Jede Besucherin und jeder Besucher wird erneut um Einwilligung gebeten.',
                $version
            ),
            'success'
        );
    } else {
        foreach ($raised['errors'] as $error) {
            ws_admin_settings_error(ws_admin_field_id($error['field']), $error['message'], 'error');
        }
    }
    // As options.php does: the messages travel in a transient to the page it redirects to.
    set_transient('settings_errors', get_settings_errors(), 30);
    wp_safe_redirect(add_query_arg(
        ['page' => WS_SETTINGS_ADMIN_SLUG, 'settings-updated' => 'true'],
        admin_url('options-general.php')
    ));
    exit;
}

/** The page's few lines of style and the colour pickers' script, only on this page. */
function ws_admin_settings_assets(string $hook_suffix): void
{
    if ($hook_suffix !== 'settings_page_' . WS_SETTINGS_ADMIN_SLUG) {
        return;
    }
    wp_register_style('ws-admin-settings', false, [], WS_VERSION);
    wp_enqueue_style('ws-admin-settings');
    wp_add_inline_style('ws-admin-settings', implode("\n", [
        '.ws-consent-settings fieldset.ws-texts { border: 1px solid #c3c4c7; padding: 0 1em; margin: 1em '
            . '0; background: #fff; }',
        '.ws-consent-settings fieldset.ws-texts legend { font-size: 1.1em; font-weight: 600; padding: 0 .4em; }',
        '.ws-consent-settings .ws-field-error { color: #d63638; font-weight: 600; margin: .3em 0 0; }',
        '.ws-consent-settings [aria-invalid="true"] { border-color: #d63638; box-shadow: 0 0 0 1px #d63638; }',
        '.ws-consent-settings .ws-colour { display: flex; gap: .5em; align-items: center; }',
        '.ws-consent-settings .ws-colour input[type="color"] { width: 3em; height: 2em; padding: 0; }',
        '.ws-consent-settings .ws-colour input[type="color"].ws-colour-empty { opacity: .3; }',
        '.ws-consent-settings .ws-policy { display: flex; gap: 1em; align-items: center; flex-wrap: wrap; }',
    ]));
    wp_register_script('ws-admin-settings', false, [], WS_VERSION, true);
    wp_enqueue_script('ws-admin-settings');
    wp_add_inline_script('ws-admin-settings', <<<'JS'
(() => {
  // The picker (no name, never sent) and its text field follow each other; the text field is what is saved.
  const full = (value) => /^#[0-9a-f]{3}$/i.test(value) ? '#' + [...value.slice(1)].map((c) => c + c).join('') : value;
  for (const picker of document.querySelectorAll('.ws-consent-settings input[type="color"][data-ws-colour-for]')) {
    const text = document.getElementById(picker.dataset.wsColourFor);
    if (!text) continue;
    const sync = () => {
      const value = text.value.trim();
      if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) picker.value = full(value.toLowerCase());
      // An empty field is no colour (the design's), not the picker's black: the picker shows it faded.
      picker.classList.toggle('ws-colour-empty', value === '');
    };
    sync();
    picker.hidden = false;
    picker.addEventListener('input', () => { text.value = picker.value; sync(); });
    text.addEventListener('input', sync);
  }
})();
JS);
}

/** The messages of this page's settings errors by field id (to show them at their fields too). */
function ws_admin_field_errors(): array
{
    $errors = [];
    foreach (get_settings_errors(WS_OPTION) as $error) {
        if (($error['type'] ?? '') === 'error'
            && is_string($error['code'] ?? null)
            && is_string($error['message'] ?? null)) {
            $errors[$error['code']][] = $error['message'];
        }
    }
    return $errors;
}

/** The attributes every control shares: id, name, and what describes it (its description, its error). */
function ws_admin_control_attributes(string $field, array $errors, bool $described = true): string
{
    $id = ws_admin_field_id($field);
    $described_by = [];
    if ($described) {
        $described_by[] = $id . '-description';
    }
    if (isset($errors[$id])) {
        $described_by[] = $id . '-error';
    }
    $attributes = ' id="' . esc_attr($id) . '" name="' . esc_attr(ws_admin_field_name($field)) . '"';
    if ($described_by !== []) {
        $attributes .= ' aria-describedby="' . esc_attr(implode(' ', $described_by)) . '"';
    }
    if (isset($errors[$id])) {
        $attributes .= ' aria-invalid="true"';
    }
    return $attributes;
}

/** A form-table row: the label, the control (already escaped HTML), the description and the field's error. */
function ws_admin_row(string $field, string $label, string $control, string $description, array $errors): void
{
    $id = ws_admin_field_id($field);
    echo '<tr><th scope="row"><label for="' . esc_attr($id) . '">' . esc_html($label) . '</label></th><td>';
    echo $control; // Built by the ws_admin_*_control functions, every value escaped there.
    if ($description !== '') {
        echo '<p class="description" id="' . esc_attr($id . '-description') . '">' . esc_html($description) . '</p>';
    }
    if (isset($errors[$id])) {
        echo '<p class="ws-field-error" id="' . esc_attr($id . '-error') . '">';
        foreach ($errors[$id] as $message) {
            // Stored escaped (ws_admin_settings_error); esc_html does not encode an entity twice.
            echo esc_html(wp_specialchars_decode($message, ENT_QUOTES)) . ' ';
        }
        echo '</p>';
    }
    echo "</td></tr>\n";
}

function ws_admin_select_control(string $field, array $options, string $value, array $errors): string
{
    $html = '<select' . ws_admin_control_attributes($field, $errors) . '>';
    foreach ($options as $option => $text) {
        $html .= '<option value="'
            . esc_attr((string) $option)
            . '"'
            . selected($value, (string) $option, false)
            . '>'
            . esc_html($text)
            . '</option>';
    }
    return $html . '</select>';
}

function ws_admin_checkbox_control(string $field, bool $value, string $text, array $errors): string
{
    $id = ws_admin_field_id($field);
    return '<input type="checkbox" value="1"' . ws_admin_control_attributes($field, $errors) . checked(
        $value,
        true,
        false
    ) . '>'
        . ' <label for="' . esc_attr($id) . '">' . esc_html($text) . '</label>';
}

function ws_admin_number_control(string $field, int $value, array $errors): string
{
    [$min, $max, $unit] = ws_settings_ranges()[$field];
    return '<input type="number" class="small-text" step="1" min="'
        . esc_attr((string) $min)
        . '" max="'
        . esc_attr((string) $max)
        . '" value="'
        . esc_attr((string) $value)
        . '"'
        . ws_admin_control_attributes($field, $errors) . '> ' . esc_html($unit);
}

/** A one-line text input; $extra are further attributes (maxlength, pattern, placeholder …), escaped here. */
function ws_admin_text_control(
    string $field,
    string $value,
    array $errors,
    array $extra = [],
    string $class = 'regular-text'
): string
{
    $html = '<input type="text" class="'
        . esc_attr($class)
        . '" value="'
        . esc_attr($value)
        . '"'
        . ws_admin_control_attributes(
        $field,
        $errors
    );
    foreach ($extra as $attribute => $attribute_value) {
        $html .= ' ' . esc_attr((string) $attribute) . '="' . esc_attr((string) $attribute_value) . '"';
    }
    return $html . '>';
}

function ws_admin_textarea_control(string $field, string $value, int $max, string $placeholder, array $errors): string
{
    return '<textarea class="large-text" rows="4" maxlength="'
        . esc_attr((string) $max)
        . '" placeholder="'
        . esc_attr($placeholder)
        . '"'
        . ws_admin_control_attributes($field, $errors) . '>' . esc_textarea($value) . '</textarea>';
}

/** A colour: the text field is saved; a picker beside it (shown by the page's script) fills it. */
function ws_admin_colour_control(string $field, string $value, string $label, array $errors): string
{
    return '<span class="ws-colour">'
        . ws_admin_text_control(
            $field,
            $value,
            $errors,
            [
                'pattern' => '#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})',
                'placeholder' => '#rrggbb',
                'maxlength' => '7',
                'size' => '8',
                'spellcheck' => 'false',
            ],
            'code'
        )
        . '<input type="color" hidden value="#000000" data-ws-colour-for="'
            . esc_attr(ws_admin_field_id($field))
            . '" aria-label="'
            . esc_attr('Farbwähler: ' . $label)
            . '">'
        . '</span>';
}

/**
 * The front end's own texts (elements/consent-banner/rules.ts, consent-bus/categories.ts): what an
 * empty field shows.
 */
function ws_admin_default_texts(): array
{
    return [
        'de' => [
            'header' => 'Cookie-Einstellungen',
            'message_optin' => 'Wir verwenden Cookies und ähnliche Techniken. Einige sind für den Betrieb der '
                . 'Website nötig, andere helfen uns, die Website zu verbessern, oder laden Inhalte anderer '
                . 'Anbieter. Sie entscheiden, was Sie zulassen.',
            'message_optout' => 'Wir verwenden Cookies und ähnliche Techniken. Einige sind für den Betrieb der '
                . 'Website nötig, andere helfen uns, die Website zu verbessern, oder laden Inhalte anderer '
                . 'Anbieter. Sie entscheiden, was Sie zulassen.',
            'accept_all' => 'Alle akzeptieren',
            'deny' => 'Ablehnen',
            'save_preferences' => 'Auswahl speichern',
            'view_preferences' => 'Einstellungen',
            'manage_consent' => 'Einwilligung verwalten',
            'readmore_text' => 'Datenschutzerklärung',
            'category_functional' => 'Funktional',
            'category_preferences' => 'Präferenzen',
            'category_statistics' => 'Statistiken',
            'category_marketing' => 'Marketing',
        ],
        'en' => [
            'header' => 'Cookie settings',
            'message_optin' => 'We use cookies and similar techniques. Some are needed to run the site, others help us '
                . 'improve it or load content from other providers. You decide what you allow.',
            'message_optout' => 'We use cookies and similar techniques. Some are needed to run the site, others '
                . 'help us improve it or load content from other providers. You decide what you allow.',
            'accept_all' => 'Accept all',
            'deny' => 'Deny',
            'save_preferences' => 'Save choices',
            'view_preferences' => 'Preferences',
            'manage_consent' => 'Manage consent',
            'readmore_text' => 'Privacy policy',
            'category_functional' => 'Functional',
            'category_preferences' => 'Preferences',
            'category_statistics' => 'Statistics',
            'category_marketing' => 'Marketing',
        ],
    ];
}

function ws_admin_settings_page(): void
{
    if (!current_user_can('manage_options')) {
        return;
    }
    $s = ws_settings();
    $labels = ws_settings_labels();
    $choices = ws_settings_choices();
    $errors = ws_admin_field_errors();
    ?>
    <div class="wrap ws-consent-settings">
        <h1><?php echo esc_html(get_admin_page_title()); ?></h1>
        <hr class="wp-header-end">
        <?php
        // Under Settings, WordPress itself prints settings_errors() (wp-admin/options-head.php) at
        // the top of the page; a second call would show every message twice.
        if (($GLOBALS['parent_file'] ?? '') !== 'options-general.php') {
            settings_errors(WS_OPTION);
        }
        ?>
        <p><?php echo esc_html('Das Cookie-Banner der Website: wann es erscheint, was es sagt und wie lange '
            . 'die Wahl der Besucher gilt. Ein abgelehnter Wert wird mit einer Meldung oben und am Feld '
            . 'genannt; dort bleibt der bisherige Wert.'); ?></p>

        <h2><?php echo esc_html('Richtlinienversion'); ?></h2>
        <form method="post" action="<?php echo esc_url(admin_url('admin-post.php')); ?>" class="ws-policy"
              onsubmit="return window.confirm(<?php echo esc_attr(wp_json_encode(
                  'Eine neue Richtlinienversion beginnen? Alle Besucher werden erneut gefragt; '
                  . 'ihre bisherige Wahl gilt nicht mehr.'
              )); ?>);">
            <input type="hidden" name="action" value="<?php echo esc_attr(WS_NEW_POLICY_ACTION); ?>">
            <?php wp_nonce_field(WS_NEW_POLICY_ACTION); ?>
            <p><?php echo esc_html('Aktuelle Version:'); ?> <strong id="ws-current-policy-id"><?php
                echo esc_html((string) $s['current_policy_id']);
            ?></strong></p>
            <p><button type="submit" class="button" aria-describedby="ws-new-policy-description"><?php
                echo esc_html('Neue Richtlinienversion');
            ?></button></p>
        </form>
        <p class="description" id="ws-new-policy-description"><?php echo esc_html(
            'Nach einer wesentlichen Änderung der Datenschutzerklärung oder der eingesetzten Dienste: erhöht '
            . 'die Version um eins. Wer mit einer älteren Version gewählt hat, wird beim nächsten Besuch erneut '
            . 'gefragt.'
        ); ?></p>
        <?php if (isset($errors[ws_admin_field_id('current_policy_id')])) : ?>
            <p class="ws-field-error"><?php echo esc_html(wp_specialchars_decode(
                implode(' ', $errors[ws_admin_field_id('current_policy_id')]),
                ENT_QUOTES
            )); ?></p>
        <?php endif; ?>

        <form method="post" action="<?php echo esc_url(admin_url('options.php')); ?>">
            <?php settings_fields(WS_SETTINGS_GROUP); ?>

            <h2><?php echo esc_html('Einwilligung'); ?></h2>
            <table class="form-table" role="presentation"><tbody>
            <?php
            ws_admin_row('consenttype', $labels['consenttype'], ws_admin_select_control(
                'consenttype',
                $choices['consenttype'],
                $s['consenttype'],
                $errors
            ),
                'Ob Dienste erst nach Einwilligung laden (Opt-in) oder bis zum Widerspruch (Opt-out). Für '
                    . 'Deutschland: Opt-in.', $errors);
            ws_admin_row('region', $labels['region'], ws_admin_select_control(
                'region',
                $choices['region'],
                $s['region'],
                $errors
            ),
                'Die Rechtsordnung, für die das Banner eingerichtet ist.', $errors);
            ws_admin_row('use_categories', $labels['use_categories'], ws_admin_select_control(
                'use_categories',
                $choices['use_categories'],
                $s['use_categories'],
                $errors
            ),
                'Ob Besucher einzelne Kategorien (Präferenzen, Statistiken, Marketing) wählen können.', $errors);
            ws_admin_row('do_not_track', $labels['do_not_track'], ws_admin_checkbox_control(
                'do_not_track',
                $s['do_not_track'],
                'Browser mit „Do Not Track“ oder „Global Privacy Control“ gelten als abgelehnt, ohne Banner',
                $errors
            ),
                'Empfohlen: wer im Browser schon widersprochen hat, wird nicht gefragt.', $errors);
            ws_admin_row('emoji', $labels['emoji'], ws_admin_checkbox_control(
                'emoji',
                $s['emoji'],
                'Das Emoji-Skript von WordPress wieder ausgeben',
                $errors
            ),
                'Es kann Bilder von s.w.org laden und wartet deshalb auf die Kategorie „Präferenzen“. Aus: '
                    . 'die Seite nutzt die Emojis des Systems.', $errors);
            ws_admin_row('list_services', $labels['list_services'], ws_admin_checkbox_control(
                'list_services',
                $s['list_services'],
                'Unter jeder Kategorie die Dienste nennen, die die letzte Prüfung der Seiten gefunden hat',
                $errors
            ),
                'So sehen Besucher, was sie mit einer Kategorie zulassen. Die Liste folgt der Schaltfläche '
                    . '„Seiten prüfen“ weiter unten.', $errors);
            ws_admin_row('soft_cookiewall', $labels['soft_cookiewall'], ws_admin_checkbox_control(
                'soft_cookiewall',
                $s['soft_cookiewall'],
                'Banner als Dialog über der abgedunkelten Seite',
                $errors
            ),
                'Die Seite ist erst nach einer Wahl bedienbar; Ablehnen bleibt so einfach wie Einwilligen.', $errors);
            ws_admin_row('dismiss_on_scroll', $labels['dismiss_on_scroll'], ws_admin_checkbox_control(
                'dismiss_on_scroll',
                $s['dismiss_on_scroll'],
                'Banner schließt sich, wenn der Besucher scrollt',
                $errors
            ),
                'Nur bei Opt-out; in Ländern, die eine ausdrückliche Handlung verlangen, nie.', $errors);
            ws_admin_row('dismiss_on_timeout', $labels['dismiss_on_timeout'], ws_admin_checkbox_control(
                'dismiss_on_timeout',
                $s['dismiss_on_timeout'],
                'Banner schließt sich nach der Wartezeit',
                $errors
            ),
                'Nur bei Opt-out; in Ländern, die eine ausdrückliche Handlung verlangen, nie.', $errors);
            ws_admin_row('dismiss_timeout_seconds', $labels['dismiss_timeout_seconds'], ws_admin_number_control(
                'dismiss_timeout_seconds',
                $s['dismiss_timeout_seconds'],
                $errors
            ),
                'Nach wie vielen Sekunden (1 bis 600) das Banner sich schließt; gilt nur mit „Schließen '
                    . 'nach Zeit“.', $errors);
            ?>
            </tbody></table>

            <h2><?php echo esc_html('Cookies'); ?></h2>
            <table class="form-table" role="presentation"><tbody>
            <?php
            ws_admin_row('prefix', $labels['prefix'], ws_admin_text_control(
                'prefix',
                $s['prefix'],
                $errors,
                ['maxlength' => '32', 'pattern' => '[A-Za-z0-9_\-]{0,32}', 'spellcheck' => 'false'],
                'code'
            ),
                'Vorsilbe der Cookie-Namen. „cmplz_“ übernimmt die Wahl, die Besucher unter Complianz '
                    . 'getroffen haben; eine andere fragt alle erneut.', $errors);
            ws_admin_row('cookie_expiry', $labels['cookie_expiry'], ws_admin_number_control(
                'cookie_expiry',
                $s['cookie_expiry'],
                $errors
            ),
                'Wie lange die Wahl eines Besuchers gespeichert bleibt (1 bis 3650 Tage, üblich 365).', $errors);
            ws_admin_row('cookie_domain', $labels['cookie_domain'], ws_admin_text_control(
                'cookie_domain',
                $s['cookie_domain'],
                $errors,
                ['maxlength' => '253', 'placeholder' => 'z. B. .beispiel.de', 'spellcheck' => 'false'],
                'regular-text code'
            ),
                'Leer: nur diese Adresse. Mit führendem Punkt (.beispiel.de) gilt die Wahl auch auf den '
                    . 'Subdomains.', $errors);
            ws_admin_row('cookie_path', $labels['cookie_path'], ws_admin_text_control(
                'cookie_path',
                $s['cookie_path'],
                $errors,
                ['maxlength' => '255', 'spellcheck' => 'false'],
                'regular-text code'
            ),
                'Pfad, unter dem die Cookies gelten; meist /.', $errors);
            ws_admin_row('set_cookies_on_root', $labels['set_cookies_on_root'], ws_admin_checkbox_control(
                'set_cookies_on_root',
                $s['set_cookies_on_root'],
                'Cookies immer auf / setzen, gleich welcher Cookie-Pfad eingetragen ist',
                $errors
            ),
                'Für Websites in einem Unterverzeichnis, deren Wahl überall gelten soll.', $errors);
            ?>
            </tbody></table>

            <h2><?php echo esc_html('Texte des Banners'); ?></h2>
            <p><?php echo esc_html('Leere Felder zeigen den Standardtext (grau im Feld). Texte werden genau so '
                . 'angezeigt, wie sie hier stehen: HTML wird nicht ausgeführt, sondern als Text gezeigt. '
                . 'Nachrichten bis 2000 Zeichen, Beschriftungen bis 200.'); ?></p>
            <?php
            $defaults = ws_admin_default_texts();
            foreach (ws_settings_languages() as $language => $language_name) :
                ?>
                <fieldset class="ws-texts" lang="<?php echo esc_attr($language); ?>">
                    <legend><?php echo esc_html($language_name); ?></legend>
                    <p class="description"><?php echo esc_html($language === 'de'
                        ? 'Für eine Website auf Deutsch (Sprache de_*).'
                        : 'For a site in any other language.'); ?></p>
                    <table class="form-table" role="presentation"><tbody>
                    <?php
                    foreach (ws_settings_text_fields() as $name => $max) {
                        $field = "texts.$language.$name";
                        $value = $s['texts'][$language][$name];
                        $placeholder = $defaults[$language][$name];
                        $control = $max > 200
                            ? ws_admin_textarea_control($field, $value, $max, $placeholder, $errors)
                            : ws_admin_text_control(
                                $field,
                                $value,
                                $errors,
                                ['maxlength' => (string) $max, 'placeholder' => $placeholder]
                            );
                        $description = match ($name) {
                            'message_optin' => 'Der Text des Banners bei Opt-in. ',
                            'message_optout' => 'Der Text des Banners bei Opt-out. ',
                            'manage_consent' => 'Die kleine Schaltfläche, mit der Besucher ihre Wahl später ändern. ',
                            'readmore_text' => 'Der Text des Links zur Datenschutzerklärung. ',
                            default => '',
                        } . sprintf('Höchstens %d Zeichen; leer: der Standardtext.', $max);
                        ws_admin_row($field, ws_settings_text_labels()[$name], $control, $description, $errors);
                    }
                    ?>
                    </tbody></table>
                </fieldset>
            <?php endforeach; ?>

            <h2><?php echo esc_html('Farben'); ?></h2>
            <p><?php echo esc_html('Als #rgb oder #rrggbb, oder mit dem Farbwähler neben dem Feld.'); ?></p>
            <table class="form-table" role="presentation"><tbody>
            <?php
            foreach (ws_settings_colour_fields() as $field) {
                ws_admin_row(
                    $field,
                    $labels[$field],
                    ws_admin_colour_control($field, $s[$field], $labels[$field], $errors),
                    'Leer: die Farbe des Designs.',
                    $errors
                );
            }
            ?>
            </tbody></table>

            <h2><?php echo esc_html('Datenschutzerklärung'); ?></h2>
            <table class="form-table" role="presentation"><tbody>
            <?php
            ws_admin_row('readmore_url', $labels['readmore_url'], ws_admin_text_control(
                'readmore_url',
                $s['readmore_url'],
                $errors,
                [
                    'maxlength' => '2000',
                    'placeholder' => 'z. B. /datenschutz/',
                    'spellcheck' => 'false',
                    'inputmode' => 'url',
                ],
                'regular-text code'
            ),
                'Ziel des Links im Banner: ein Pfad dieser Website (/datenschutz/) oder eine Adresse mit '
                    . 'https://. Leer: kein Link.', $errors);
            ?>
            </tbody></table>

            <h2><?php echo esc_html('Nachweis der Einwilligungen'); ?></h2>
            <table class="form-table" role="presentation"><tbody>
            <?php
            ws_admin_row('record_consent', $labels['record_consent'], ws_admin_checkbox_control(
                'record_consent',
                $s['record_consent'],
                'Jede Wahl eines Besuchers ohne Personenbezug speichern',
                $errors
            ),
                'Damit Sie nachweisen können, wann welche Einwilligung gegeben wurde (DSGVO Art. 7 Abs. 1).', $errors);
            ws_admin_row('retention_months', $labels['retention_months'], ws_admin_number_control(
                'retention_months',
                $s['retention_months'],
                $errors
            ),
                'Nach wie vielen Monaten (1 bis 120) ein Protokolleintrag gelöscht wird.', $errors);
            ?>
            </tbody></table>

            <?php submit_button('Änderungen speichern'); ?>
        </form>
        <?php ws_admin_scan_section(); ?>
    </div>
    <?php
}

/** The services the last scan found on the site's pages: what the banner governs. */
function ws_admin_scan_section(): void
{
    $scan = get_option(WS_SCAN_OPTION);
    ?>
    <h2 id="ws-scan-title"><?php echo esc_html('Erkannte Dienste'); ?></h2>
    <p><?php echo esc_html('Die Startseite und die neuesten Beiträge und Seiten, wie ein Besucher sie '
        . 'bekommt: diese Dienste hält ws bis zur Einwilligung zurück.'); ?></p>
    <?php if (is_array($scan) && isset($scan['services'], $scan['time'])) : ?>
        <table class="widefat striped" aria-labelledby="ws-scan-title">
            <thead>
                <tr><th scope="col">Dienst</th><th scope="col">Kategorie</th><th scope="col">Gefunden auf</th></tr>
            </thead>
            <tbody>
            <?php foreach ((array) $scan['services'] as $service => $found) : ?>
                <tr><td><?php echo esc_html((string) $service); ?></td><td><?php
                    echo esc_html((string) ($found['category'] ?? ''));
                ?></td>
                <td><?php echo implode(
                    ', ',
                    array_map(
                        static fn ($url) => '<a href="' . esc_url((string) $url) . '">'
                            . esc_html((string) wp_parse_url((string) $url, PHP_URL_PATH)) . '</a>',
                        (array) ($found['pages'] ?? [])
                    )
                ); ?></td></tr>
            <?php endforeach; ?>
            <?php if ($scan['services'] === []) : ?>
                <tr><td colspan="3"><?php echo esc_html('Keine bekannten Dienste gefunden.'); ?></td></tr>
            <?php endif; ?>
            </tbody>
        </table>
        <p><?php echo esc_html(sprintf(
            'Zuletzt geprüft: %s (UTC)%s',
            (string) $scan['time'],
            ($scan['failed'] ?? []) === [] ? '' : '; nicht erreichbar: ' . implode(', ', (array) $scan['failed'])
        )); ?></p>
    <?php endif; ?>
    <form method="post" action="<?php echo esc_url(admin_url('admin-post.php')); ?>">
        <input type="hidden" name="action" value="<?php echo esc_attr(WS_SCAN_ACTION); ?>">
        <?php wp_nonce_field(WS_SCAN_ACTION); ?>
        <?php submit_button('Seiten prüfen', 'secondary', 'ws-scan', false); ?>
    </form>
    <?php
}

/** admin-post.php?action=ws_scan_services: the site's pages fetched as a visitor, their held services kept. */
function ws_admin_scan_services(): void
{
    if (!current_user_can('manage_options')) {
        wp_die(esc_html('Sie dürfen die Einstellungen von ws Consent nicht ändern.'), '', ['response' => 403]);
    }
    check_admin_referer(WS_SCAN_ACTION);
    $scan = ws_scan_services();
    update_option(WS_SCAN_OPTION, $scan, false);
    ws_admin_settings_error(
        'ws-scan',
        sprintf('%d Seiten geprüft, %d bekannte Dienste gefunden.', count($scan['pages']), count($scan['services'])),
        'success'
    );
    set_transient('settings_errors', get_settings_errors(), 30);
    wp_safe_redirect(add_query_arg(
        ['page' => WS_SETTINGS_ADMIN_SLUG, 'settings-updated' => 'true'],
        admin_url('options-general.php')
    ) . '#ws-scan-title');
    exit;
}
