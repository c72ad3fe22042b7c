<?php
// What the plugin does to an Author's markup after WordPress's filter, so that nothing of it loads
// before consent: marked media held (ws_marked_media_held) and other sites' CSS pictures removed
// (ws_foreign_css_urls_removed). The frames have their own tests (AllowedHtmlRulesTest).
declare(strict_types=1);

use PHPUnit\Framework\TestCase;

final class AuthorMarkupRulesTest extends TestCase
{
    private const SITE = 'https://werkstatt.example';

    public function testAMarkedPictureWithALiveSourceGetsItsHeldSource(): void
    {
        self::assertSame(
            '<img data-category="marketing" data-src="https://maps.example/a.png" alt="Karte">',
            ws_marked_media_held('<img data-category="marketing" src="https://maps.example/a.png" alt="Karte">'),
        );
    }

    public function testSrcsetAndPosterAreHeldToo(): void
    {
        self::assertSame(
            '<img data-category="statistics" data-srcset="https://x.example/a.png 1x"><video data-category="marketing" data-poster="https://x.example/p.jpg"></video>',
            ws_marked_media_held('<img data-category="statistics" srcset="https://x.example/a.png 1x"><video data-category="marketing" poster="https://x.example/p.jpg"></video>'),
        );
    }

    public function testTheAuthorsOwnHeldValueWinsAndTheLiveOneGoes(): void
    {
        self::assertSame(
            '<img data-category="marketing" data-src="https://a.example/held.png" />',
            ws_marked_media_held('<img data-category="marketing" data-src="https://a.example/held.png" src="https://a.example/live.png"/>'),
        );
    }

    public function testUnmarkedAndFunctionalPicturesAndOtherTagsStayAsTheyAre(): void
    {
        $html = '<img src="/wp-content/uploads/a.png" alt=""><img data-category="functional" src="https://a.example/b.png"><a data-category="marketing" src="x">Link</a>';
        self::assertSame($html, ws_marked_media_held($html));
    }

    public function testACategoryInsideAnotherAttributesValueDoesNotCount(): void
    {
        $html = '<img title=\'data-category="marketing"\' src="https://a.example/b.png">';
        self::assertSame($html, ws_marked_media_held($html));
    }

    public function testTextAroundAndBetweenTagsIsKept(): void
    {
        self::assertSame(
            'vor <IMG data-category=marketing data-src=x> mitte <source data-category="marketing" data-src="v.mp4"> nach',
            ws_marked_media_held('vor <IMG data-category=marketing src=x> mitte <source data-category="marketing" src="v.mp4"> nach'),
        );
    }

    public function testAnotherSitesBackgroundPictureIsRemovedAndTheRestOfTheStyleKept(): void
    {
        self::assertSame(
            '<div style="color:red;padding:1em">T</div>',
            ws_foreign_css_urls_removed('<div style="color:red;background-image:url(https://tracker.example/p.png);padding:1em">T</div>', self::SITE),
        );
    }

    public function testPicturesOfTheSiteItselfStay(): void
    {
        $html = '<div style="background-image:url(/wp-content/uploads/a.jpg)">A</div><div style="background:url(&quot;https://werkstatt.example/b.jpg&quot;)">B</div>';
        self::assertSame(
            '<div style="background-image:url(/wp-content/uploads/a.jpg)">A</div><div style="background:url(&quot;https://werkstatt.example/b.jpg&quot;)">B</div>',
            ws_foreign_css_urls_removed($html, self::SITE),
        );
    }

    /** @return array<string, array{0: string}> */
    public static function foreignSpellings(): array
    {
        return [
            'protocol-relative' => ['background:url(//tracker.example/p.png)'],
            'backslash' => ['background:url(/\\tracker.example/p.png)'],
            'look-alike host' => ['background:url(https://werkstatt.example.tracker.example/p.png)'],
            'quoted' => ["background:url('https://tracker.example/p.png')"],
            'upper case' => ['BACKGROUND:URL(https://tracker.example/p.png)'],
            'escaped url' => ['background:u\\72l(https://tracker.example/p.png)'],
            'data' => ['background:url(data:image/svg+xml;base64,PHN2Zz4=)'],
        ];
    }

    /** @dataProvider foreignSpellings */
    public function testEverySpellingOfAnotherSiteIsRemoved(string $declaration): void
    {
        $out = ws_foreign_css_urls_removed('<p style="' . htmlspecialchars($declaration, ENT_QUOTES) . '">x</p>', self::SITE);
        self::assertStringNotContainsStringIgnoringCase('tracker.example', $out);
        self::assertStringNotContainsString('base64', $out);
    }

    private static function outsideHeld(string $html): string
    {
        $videos = array_intersect_key(ws_checked_services(ws_default_services())['services'], array_flip(['youtube', 'vimeo']));
        return ws_author_outside_requests_held($html, self::SITE, $videos);
    }

    public function testAnotherSitesPictureWaitsForMarketingAndTheSitesOwnStays(): void
    {
        self::assertSame(
            '<img data-category="marketing" data-src="https://evil.example/c.png" alt="">'
            . '<img src="/wp-content/uploads/a.png" alt=""><img src="https://werkstatt.example/b.png" alt="">'
            . '<video data-category="marketing" data-src="https://evil.example/v.mp4" data-poster="/p.jpg"></video>',
            self::outsideHeld('<img src="https://evil.example/c.png" alt=""><img src="/wp-content/uploads/a.png" alt=""><img src="https://werkstatt.example/b.png" alt=""><video src="https://evil.example/v.mp4" poster="/p.jpg"></video>'),
        );
    }

    public function testElementAttributesThatFetchStayOnTheSite(): void
    {
        self::assertSame(
            '<ws-live-search post-types="post"></ws-live-search><ws-manage-consent></ws-manage-consent><ws-parallax image="/bild.jpg"></ws-parallax>'
            . '<ws-video-background src="https://www.youtube.com/watch?v=a"></ws-video-background><ws-video-background></ws-video-background>',
            self::outsideHeld('<ws-live-search endpoint="https://evil.example/x" post-types="post"></ws-live-search><ws-manage-consent src="//evil.example/x"></ws-manage-consent><ws-parallax image="/bild.jpg"></ws-parallax>'
                . '<ws-video-background src="https://www.youtube.com/watch?v=a"></ws-video-background><ws-video-background src="https://evil.example/v.mp4" poster="https://evil.example/p.jpg"></ws-video-background>'),
        );
    }

    public function testOnlyTheElementsFormFieldsStayAndFormsSendToTheSite(): void
    {
        self::assertSame(
            '<form method="post"><ws-quantity><input type="number" name="menge"></ws-quantity></form><form action="/?s="><input type="search" name="s"></form>',
            self::outsideHeld('<form action="https://evil.example/P28" method="post"><input name="pw" type="password"><ws-quantity><input type="number" name="menge"></ws-quantity><input type="submit"><input name="user"></form><form action="/?s="><input type="search" name="s"></form>'),
        );
    }
}
