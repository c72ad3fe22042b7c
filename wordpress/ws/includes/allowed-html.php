<?php
// Authors keep the ws-* tags and consent-marked embeds through WordPress's content filter (kses).
declare(strict_types=1);

add_filter('wp_kses_allowed_html', 'ws_allowed_post_html', 10, 2);
add_filter('content_save_pre', 'ws_filter_author_frames', 20);

/** The manifest's tags, read once per request. */
function ws_known_tags(): array
{
    static $tags = null;
    return $tags ??= ws_manifest_tags(ws_dist_text('custom-elements.json'));
}

function ws_allowed_post_html(array $allowed, string|array $context): array
{
    return $context === 'post' ? ws_widen_allowed_html($allowed, ws_known_tags()) : $allowed;
}

/** After kses (priority 10), for users whose content WordPress filters: what would load before consent goes. */
function ws_filter_author_frames(mixed $content): mixed
{
    if (!is_string($content) || current_user_can('unfiltered_html')) {
        return $content;
    }
    // content_save_pre sees slashed data; unslash, filter, slash again.
    $html = ws_unmarked_frames_removed(wp_unslash($content));
    $html = ws_foreign_css_urls_removed(ws_marked_media_held($html), home_url());
    return wp_slash($html);
}
