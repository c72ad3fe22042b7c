<?php
/**
 * WordPress glue of the settings: reading the option WS_OPTION. The rules are in settings-rules.php.
 */

declare(strict_types=1);

if (!defined('ABSPATH')) {
    exit;
}

/**
 * The site owner's settings, complete and valid: the stored option re-validated over the defaults
 * (a garbled option never breaks a page; its broken fields take their defaults). Read once per
 * request; any change of the option through WordPress resets it.
 */
function ws_settings(): array
{
    if (!isset($GLOBALS['ws_settings_cache']) || !is_array($GLOBALS['ws_settings_cache'])) {
        $GLOBALS['ws_settings_cache'] = ws_settings_from_stored(get_option(WS_OPTION, []));
    }
    return $GLOBALS['ws_settings_cache'];
}

/** Forgets the settings read in this request (after the option changed, or on another site of a network). */
function ws_settings_reset_cache(): void
{
    unset($GLOBALS['ws_settings_cache']);
}

add_action('add_option_' . WS_OPTION, 'ws_settings_reset_cache', 10, 0);
add_action('update_option_' . WS_OPTION, 'ws_settings_reset_cache', 10, 0);
add_action('delete_option_' . WS_OPTION, 'ws_settings_reset_cache', 10, 0);
add_action('switch_blog', 'ws_settings_reset_cache', 10, 0);

/** The settings' `url`: the plugin's REST base without a trailing slash, e.g. http://site/wp-json/ws. */
function ws_rest_base(): string
{
    return untrailingslashit(rest_url('ws'));
}
