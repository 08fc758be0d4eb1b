#import "AppDelegate.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    // "'" and "{" in a comment and a string do not end anything.
    NSString *note = @"{ it's }";
    if (BuildSettings.disableRightToLeftLayout)
    {
        [[UIView appearance] setSemanticContentAttribute:UISemanticContentAttributeForceLeftToRight];
    }
    if (BuildSettings.showBetaBanner)
    {
        [[UIView appearance] setSemanticContentAttribute:UISemanticContentAttributeForceLeftToRight];
    }
    return YES;
}

@end
